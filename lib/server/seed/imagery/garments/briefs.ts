/** Briefs: the panty and the thong. */
import { C, sym } from '../geometry';
import { both, bow, piece, ring, stitches, trim, type Ctx } from './parts';

/** A panty (brief) with a waistband and trimmed leg openings. */
export function panty(c: Ctx): string {
  const { pal, back } = c;
  const leg = back
    ? C(
        [208, 428],
        [
          [250, 520],
          [316, 640],
          [358, 720],
        ],
      )
    : C(
        [208, 428],
        [
          [262, 470],
          [336, 530],
          [356, 640],
        ],
        [
          [360, 670],
          [360, 694],
          [364, 708],
        ],
      );
  const left = C(
    [400, 334],
    [
      [330, 334],
      [252, 330],
      [196, 318],
    ],
    [
      [198, 352],
      [202, 392],
      [208, 428],
    ],
    ...leg.c,
    [
      [376, back ? 734 : 714],
      [388, back ? 736 : 716],
      [400, back ? 736 : 716],
    ],
  );
  let s = piece(c, sym(left), {
    folds: back
      ? ['M400 420C404 520 402 620 400 700M260 380C300 420 330 440 360 450']
      : ['M250 400C290 430 320 450 340 470M550 400C510 430 480 450 460 470'],
    shines: back ? ['M300 420C340 500 370 580 380 660'] : ['M330 440C360 500 380 560 390 620'],
    fw: 26,
    stitch: back ? ['M400 380V700'] : ['M366 650C384 644 416 644 434 650'],
  });
  if (c.lace && !back)
    s += piece(
      c,
      sym(
        C(
          [400, 334],
          [
            [330, 334],
            [252, 330],
            [196, 318],
          ],
          [
            [198, 352],
            [202, 392],
            [208, 428],
          ],
          [
            [270, 440],
            [330, 420],
            [400, 404],
          ],
        ),
      ),
      { lace: true },
    );
  s += both(c, trim(c, leg, c.lace ? 16 : 6, -1));
  s += piece(c, 'M196 318C252 330 330 334 400 334S548 330 604 318L603 350C548 362 470 366 400 366S252 362 197 350Z', {
    fill: pal.base,
    stitch: ['M198 342C252 354 330 358 400 358S548 354 602 342'],
  });
  s += both(
    c,
    trim(
      c,
      C(
        [196, 318],
        [
          [252, 330],
          [330, 334],
          [400, 334],
        ],
      ),
      c.lace ? 12 : 6,
      1,
    ),
  );
  if (!back) s += bow(c, 400, 374, 1.2);
  return s;
}

/** A thong: a slim waistband with a lace front, or a T-back from behind. */
export function thong(c: Ctx): string {
  const { pal, back } = c;
  const wb = 'M150 322C260 344 340 354 400 356S540 344 650 322';
  let s = `<path d="${wb}" fill="none" stroke="${pal.outline}" stroke-width="17" stroke-linecap="round"/><path d="${wb}" fill="none" stroke="${pal.base}" stroke-width="14" stroke-linecap="round"/>`;
  s += stitches(c, ['M156 321C260 342 340 352 400 354S540 342 644 321']) + both(c, ring(c, 262, 342, 6));
  if (back) {
    s += piece(
      c,
      sym(
        C(
          [400, 362],
          [
            [370, 362],
            [340, 360],
            [320, 356],
          ],
          [
            [350, 400],
            [384, 460],
            [394, 520],
          ],
          [
            [396, 600],
            [396, 680],
            [398, 730],
          ],
          [
            [399, 732],
            [400, 732],
            [400, 732],
          ],
        ),
      ),
      {
        lace: true,
        stitch: ['M330 366C360 410 386 470 394 520'],
      },
    );
    s += both(
      c,
      trim(
        c,
        C(
          [320, 356],
          [
            [350, 400],
            [384, 460],
            [394, 520],
          ],
        ),
        c.lace ? 10 : 5,
        -1,
      ),
    );
  } else {
    const edge = C(
      [268, 350],
      [
        [300, 430],
        [350, 570],
        [382, 700],
      ],
    );
    s += piece(
      c,
      sym(
        C(
          [400, 362],
          [
            [350, 362],
            [300, 356],
            [268, 350],
          ],
          edge.c[0],
          [
            [390, 708],
            [400, 710],
            [400, 710],
          ],
        ),
      ),
      {
        lace: true,
        folds: ['M330 380C350 440 370 500 384 560'],
        shines: ['M460 390C446 450 432 510 420 570'],
        stitch: ['M378 650C392 646 408 646 422 650'],
      },
    );
    s += both(c, trim(c, edge, c.lace ? 14 : 6, 1));
    s += bow(c, 400, 374, 1);
  }
  return s;
}
