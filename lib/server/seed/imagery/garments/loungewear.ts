/** Loungewear: the robe and the pajama set. */
import { C, sym } from '../geometry';
import { both, piece, stitches, trim, uid, type Ctx } from './parts';

/** A wrap robe belted with a bow (lapels at the front, a collar band at the back). */
export function robe(c: Ctx): string {
  const { pal, back } = c;
  const body = C(
    [400, 168],
    [
      [350, 168],
      [320, 166],
      [292, 170],
    ],
    [
      [230, 200],
      [160, 240],
      [104, 300],
    ],
    [
      [118, 370],
      [138, 430],
      [160, 492],
    ],
    [
      [200, 470],
      [236, 446],
      [262, 424],
    ],
    [
      [256, 600],
      [240, 760],
      [226, 920],
    ],
    [
      [300, 930],
      [350, 932],
      [400, 932],
    ],
  );
  let s = piece(c, sym(body), {
    folds: [
      'M140 320C160 380 180 430 200 470M660 320C640 380 620 430 600 470M300 600C296 720 290 820 282 910M530 600C530 720 530 820 536 910M410 600C414 720 410 820 408 910' +
        (back ? '' : 'M496 590V920'),
    ],
    shines: ['M180 300C200 350 220 400 232 440M340 600C340 720 336 820 330 910M570 600C572 720 574 820 570 910'],
    fw: 16,
  });
  s += both(
    c,
    trim(
      c,
      C(
        [104, 300],
        [
          [118, 370],
          [138, 430],
          [160, 492],
        ],
      ),
      c.lace ? 22 : 6,
      1,
      true,
    ),
  );
  const band = (d: string, w: number) => {
    const id = uid(c, 'u');
    return (
      `<defs><path id="${id}" d="${d}" fill="none"/></defs><use href="#${id}" stroke="${pal.outline}" stroke-width="${w + 3}"/>` +
      `<use href="#${id}" stroke="${c.lace ? pal.base : pal.light}" stroke-width="${w}"/>` +
      (c.lace ? `<use href="#${id}" stroke="url(#${c.p}L)" stroke-width="${w}"/>` : '') +
      `<use href="#${id}" stroke="${pal.stitch}" stroke-width="1" stroke-dasharray="5 4"/>`
    );
  };
  const belt = (d: string, st: string) => piece(c, d, { fill: pal.base, stitch: [st] });
  if (back) {
    s += band('M330 172C350 196 380 204 400 204S450 196 470 172', 22);
    s += belt(
      'M252 540C320 548 360 550 400 550S480 548 548 540L550 576C480 584 440 586 400 586S320 584 250 576Z',
      'M254 548C320 556 400 558 546 548M254 568C320 576 400 578 546 568',
    );
  } else {
    s += band('M448 172C432 260 414 340 400 420', 28) + band('M352 172C380 300 430 420 470 560V932', 28);
    s += belt(
      'M252 532C320 540 400 546 470 546S520 542 548 534L550 572C520 580 500 584 470 584S320 580 250 570Z',
      'M254 540C330 550 400 556 470 556S520 552 546 544M254 562C330 570 400 574 470 574S520 570 546 562',
    );
    s += belt('M470 560C450 620 440 700 436 780L460 784C466 700 476 630 486 566Z', 'M458 600C452 660 448 720 448 778');
    s += belt('M470 560C490 620 510 690 530 760L552 752C530 680 506 620 486 556Z', 'M486 590C500 640 520 700 540 756');
    s += piece(
      c,
      'M470 562C440 530 410 524 404 546 400 570 440 576 470 562ZM470 562C500 530 530 524 536 546 540 570 500 576 470 562Z',
      { fill: pal.light },
    );
    s += `<ellipse cx="470" cy="562" rx="13" ry="15" fill="${pal.base}" stroke="${pal.outline}" stroke-width="1.4"/>`;
  }
  return s;
}

/** A piped pajama set: a collared shirt over shorts. */
export function pajama(c: Ctx): string {
  const { pal, back } = c;
  const piping = (d: string) => `<path d="${d}" fill="none" stroke="${pal.lining}" stroke-width="4" stroke-linecap="round"/>`;
  const shorts = C(
    [400, 590],
    [
      [340, 590],
      [300, 590],
      [262, 588],
    ],
    [
      [250, 680],
      [236, 780],
      [228, 880],
    ],
    [
      [280, 892],
      [330, 894],
      [380, 884],
    ],
    [
      [386, 800],
      [392, 760],
      [400, 740],
    ],
  );
  let s = piece(c, sym(shorts), {
    folds: ['M300 650C290 720 280 800 270 870M500 650C510 720 520 800 530 870M400 620V740'],
    shines: ['M330 650C326 720 322 800 316 870M470 650C474 720 478 800 484 870'],
    fw: 13,
  });
  s += both(c, piping('M230 876C280 888 330 890 378 880'));
  s += piece(c, 'M262 588C300 590 340 592 400 592S500 590 538 588L540 626C500 630 450 632 400 632S300 630 260 626Z', {
    fill: pal.base,
    stitch: ['M262 598C320 602 480 602 538 598M261 618C320 622 480 622 539 618'],
  });
  if (!back) s += both(c, piping('M388 612C380 650 372 680 376 700'));
  const shirt = C(
    [400, 150],
    [
      [360, 150],
      [320, 150],
      [292, 156],
    ],
    [
      [250, 180],
      [200, 210],
      [160, 244],
    ],
    [
      [176, 300],
      [196, 350],
      [214, 392],
    ],
    [
      [240, 380],
      [264, 364],
      [282, 348],
    ],
    [
      [284, 420],
      [286, 500],
      [282, 600],
    ],
    [
      [330, 614],
      [370, 620],
      [400, 616],
    ],
  );
  s += piece(c, sym(shirt), {
    folds: [
      'M190 260C210 300 230 340 246 370M610 260C590 300 570 340 554 370M330 380C326 460 322 530 318 600M470 380C474 460 478 530 482 600',
    ],
    shines: ['M300 360C300 440 300 520 300 600M500 360C500 440 500 520 500 600'],
    fw: 14,
  });
  s += both(c, piping('M160 244C176 300 196 350 214 392M282 600C330 614 370 620 400 616'));
  if (back) {
    s += `<path d="M296 214C340 226 460 226 504 214" fill="none" stroke="${pal.dark}" stroke-width="1.6" opacity=".6"/>`;
    s += stitches(c, ['M296 222C340 234 460 234 504 222']) + piping('M340 152C360 170 440 170 460 152');
  } else {
    s += piece(
      c,
      'M352 152 400 330 448 152C470 170 486 190 492 206L456 232 474 260 400 330 326 260 344 232 308 206C314 190 330 170 352 152Z',
      { fill: pal.base, folds: ['M340 190 380 280M460 190 420 280'], fw: 8 },
    );
    s += both(c, piping('M352 152 400 330M308 206 344 232 326 260 400 330'));
    s += stitches(c, ['M412 330V612']);
    for (const y of [380, 450, 520, 586])
      s += `<circle cx="400" cy="${y}" r="8" fill="${pal.lining}" stroke="${pal.outline}" stroke-width="1.2"/>`;
    s += piece(c, 'M300 330H356V392C338 402 318 402 300 392Z', { fill: pal.base }) + piping('M300 330H356');
  }
  return s;
}
