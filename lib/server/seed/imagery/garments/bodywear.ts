/** Bodywear: the bodysuit and shapewear. */
import { C, closed, sym } from '../geometry';
import { both, bow, piece, stitches, strap, trim, type Ctx } from './parts';

/** A bodysuit with cups, straps and high-cut legs. */
export function bodysuit(c: Ctx): string {
  const { back } = c;
  const strapL = C(
    [292, 302],
    [
      [286, 210],
      [262, 140],
      [226, 148],
    ],
    [
      [190, 156],
      [200, 300],
      [240, 420],
    ],
  );
  let s = both(c, strap(c, strapL, 9));
  const leg = C(
    [252, 742],
    back
      ? [
          [310, 790],
          [370, 850],
          [388, 886],
        ]
      : [
          [300, 782],
          [356, 842],
          [382, 880],
        ],
  );
  const body = C(
    [400, back ? 420 : 470],
    back
      ? [
          [360, 420],
          [310, 380],
          [292, 302],
        ]
      : [
          [360, 424],
          [322, 360],
          [292, 302],
        ],
    [
      [262, 342],
      [240, 382],
      [238, 432],
    ],
    [
      [240, 500],
      [274, 560],
      [282, 604],
    ],
    [
      [286, 652],
      [264, 700],
      [252, 742],
    ],
    leg.c[0],
    [
      [390, 884],
      [400, 884],
      [400, 884],
    ],
  );
  s += piece(c, sym(body), {
    folds: ['M290 560C300 600 300 640 296 680M510 560C500 600 500 640 504 680M300 720C330 760 350 790 372 830'],
    shines: ['M332 520C340 580 344 640 340 700M468 520C460 580 456 640 460 700'],
    stitch: ['M372 844C390 838 410 838 428 844'],
  });
  s += both(c, trim(c, leg, c.lace ? 12 : 6, -1));
  if (!back) {
    const cup = C(
      [398, 470],
      [
        [360, 424],
        [322, 360],
        [292, 302],
      ],
      [
        [262, 342],
        [240, 384],
        [238, 434],
      ],
      [
        [280, 476],
        [350, 500],
        [398, 470],
      ],
    );
    s += both(
      c,
      piece(c, closed(cup), {
        fill: `url(#${c.p}r)`,
        lace: true,
        folds: ['M250 432C290 470 350 486 392 470'],
        stitch: ['M244 446C284 484 350 506 398 480'],
      }) +
        trim(
          c,
          C(
            [398, 468],
            [
              [360, 424],
              [322, 360],
              [292, 302],
            ],
          ),
          c.lace ? 12 : 5,
          1,
        ) +
        stitches(c, ['M300 500C320 560 330 620 340 700']),
    );
    s += bow(c, 400, 472, 0.9);
  } else {
    s +=
      both(
        c,
        trim(
          c,
          C(
            [292, 302],
            [
              [310, 380],
              [360, 420],
              [400, 420],
            ],
          ),
          6,
          -1,
        ),
      ) + stitches(c, ['M400 440V860']);
  }
  return s;
}

/** High-waisted shaping shorts with a front control panel. */
export function shapewear(c: Ctx): string {
  const { pal, back } = c;
  const hem = C(
    [252, 808],
    [
      [288, 816],
      [330, 816],
      [366, 806],
    ],
  );
  const body = C(
    [400, 230],
    [
      [340, 232],
      [292, 230],
      [262, 226],
    ],
    [
      [258, 290],
      [244, 380],
      [232, 470],
    ],
    [
      [222, 560],
      [228, 650],
      [242, 730],
    ],
    [
      [246, 760],
      [250, 790],
      [252, 808],
    ],
    hem.c[0],
    [
      [372, 740],
      [384, 680],
      [400, 664],
    ],
  );
  let s = piece(c, sym(body), {
    folds: [
      'M300 300C290 380 280 460 270 540M500 300C510 380 520 460 530 540M330 640C340 700 345 740 348 780M470 640C460 700 455 740 452 780',
    ],
    shines: ['M320 300C316 380 312 460 300 560M480 300C484 380 488 460 500 560M286 640C284 700 286 740 290 780'],
    fw: 14,
  });
  if (back) {
    s +=
      stitches(c, ['M400 270V650']) +
      both(
        c,
        `<path d="M290 500C310 570 350 610 396 624" fill="none" stroke="${pal.dark}" stroke-width="1.4" opacity=".5"/>` +
          stitches(c, ['M290 508C310 578 350 618 396 632']),
      );
  } else {
    s += piece(c, 'M296 276C340 290 460 290 504 276 498 380 460 460 400 500 340 460 302 380 296 276Z', {
      fill: pal.base,
      shines: ['M340 320C346 380 366 430 396 464'],
      stitch: ['M304 286C344 298 456 298 496 286 490 380 454 452 400 490 346 452 310 380 304 286Z'],
    });
  }
  s += piece(c, 'M262 226C292 230 340 232 400 230S508 230 538 226L541 270C510 276 460 278 400 278S290 276 259 270Z', {
    fill: pal.base,
    stitch: ['M262 236C300 242 400 242 538 236M261 262C300 268 400 268 539 262'],
  });
  s += both(
    c,
    `<path d="M262 280 258 440" stroke="${pal.dark}" stroke-width="1.5" opacity=".5"/>` +
      `<path d="M252 800C288 808 330 808 366 798" fill="none" stroke="${pal.dark}" stroke-width="6" opacity=".3"/>` +
      stitches(c, ['M252 788C288 796 330 796 368 786']) +
      (c.lace ? trim(c, hem, 14, -1) : ''),
  );
  return s;
}
