/** Bras: the underwired bra and the soft bralette. */
import { C, closed, sym } from '../geometry';
import { both, bow, hooks, piece, ring, slider, stitches, strap, trim, type Ctx } from './parts';

/** An underwired bra with cups, a centre gore, sliders on the straps and hooks at the back. */
export function bra(c: Ctx): string {
  const { pal, back } = c;
  const strapL = C(
    [270, 376],
    [
      [252, 250],
      [216, 176],
      [178, 180],
    ],
    [
      [136, 184],
      [112, 300],
      [118, 462],
    ],
  );
  let s = both(c, strap(c, strapL, 11) + slider(c, strapL, 0.42, 11));
  const bottom = C(
    [104, 526],
    [
      [180, 590],
      [290, 626],
      [400, 626],
    ],
  );
  s += piece(
    c,
    sym(
      C(
        [400, 566],
        [
          [330, 566],
          [270, 560],
          [232, 548],
        ],
        [
          [190, 530],
          [150, 494],
          [112, 462],
        ],
        [
          [108, 484],
          [106, 506],
          [104, 526],
        ],
        bottom.c[0],
      ),
    ),
  );
  s += both(
    c,
    stitches(c, ['M108 514C184 576 290 613 400 613']) +
      trim({ ...c, lace: false }, bottom, 6, -1) +
      ring(c, 118, 466) +
      (back ? hooks(c, 100, 470, 56) : ''),
  );
  s += piece(c, 'M384 496H416L414 572H386Z', { stitch: ['M392 506V566M408 506V566'] });
  const cup = C(
    [394, 494],
    [
      [352, 452],
      [308, 404],
      [270, 376],
    ],
    [
      [224, 412],
      [204, 482],
      [226, 542],
    ],
    [
      [252, 602],
      [352, 612],
      [394, 566],
    ],
  );
  const neck = C(
    [394, 494],
    [
      [352, 452],
      [308, 404],
      [270, 376],
    ],
  );
  let half = piece(c, closed(cup), {
    fill: back ? pal.lining : `url(#${c.p}r)`,
    folds: back ? [] : ['M236 540C270 590 340 600 386 566'],
    shines: back ? [] : ['M262 430C288 412 320 420 334 440'],
    stitch: ['M386 560C350 600 262 596 236 540'],
  });
  if (c.lace && !back) {
    half += piece(c, 'M394 494C352 452 308 404 270 376C250 392 232 418 222 450C290 458 350 476 394 512Z', { lace: true });
  } else {
    half += `<path d="M222 470C290 470 350 490 394 530" fill="none" stroke="${pal.dark}" stroke-width="1.4" opacity=".6"/>`;
    half += stitches(c, ['M224 478C290 478 350 498 394 538']);
  }
  s += both(c, half + trim(c, neck, c.lace ? 14 : 6, 1));
  if (!back) s += bow(c, 400, 498, 0.9);
  return s;
}

/** A soft triangle bralette on a wide underband, with a heart charm at the centre. */
export function bralette(c: Ctx): string {
  const { pal, back } = c;
  const strapL = C(
    [304, 356],
    [
      [296, 250],
      [272, 168],
      [232, 170],
    ],
    [
      [188, 172],
      [156, 300],
      [150, 516],
    ],
  );
  let s = both(c, strap(c, strapL, 8) + slider(c, strapL, 0.3, 8));
  s += piece(
    c,
    sym(
      C(
        [400, 548],
        [
          [320, 548],
          [230, 546],
          [150, 520],
        ],
        [
          [146, 548],
          [144, 576],
          [142, 604],
        ],
        [
          [230, 626],
          [320, 632],
          [400, 632],
        ],
      ),
    ),
    { fill: pal.base },
  );
  s += both(
    c,
    stitches(c, ['M150 534C230 558 320 561 400 561M144 592C230 614 320 619 400 619']) +
      `<path d="M152 578C230 598 320 604 400 604" fill="none" stroke="${pal.dark}" stroke-width="9" opacity=".25"/>`,
  );
  if (back) s += both(c, hooks(c, 378, 552, 76));
  const cup = C(
    [396, 552],
    [
      [380, 480],
      [342, 410],
      [304, 352],
    ],
    [
      [284, 420],
      [262, 490],
      [236, 548],
    ],
    [
      [290, 556],
      [350, 558],
      [396, 552],
    ],
  );
  const edge = C(
    [396, 550],
    [
      [380, 480],
      [342, 410],
      [304, 352],
    ],
  );
  s += both(
    c,
    piece(c, closed(cup), {
      fill: back ? pal.lining : `url(#${c.p}r)`,
      lace: !back,
      folds: ['M300 420C296 470 290 510 280 546'],
      shines: ['M320 430C330 470 340 500 344 530'],
      fw: 9,
      stitch: ['M304 366C300 430 304 500 318 552'],
    }) + trim(c, edge, c.lace ? 14 : 6, 1),
  );
  if (!back)
    s +=
      `<path d="M400 562l-11-13a6.5 6.5 0 0 1 11-7 6.5 6.5 0 0 1 11 7z" fill="${pal.metal}" stroke="${pal.metalHi}"/>` +
      ring(c, 400, 536, 5);
  return s;
}
