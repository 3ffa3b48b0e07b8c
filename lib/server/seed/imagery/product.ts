/** Product images: a garment on the blush background in five views (front, back, close-up, paired, fabric swatch). */
import { brandTokens } from '../../messages/brand-tokens';
import { GARMENT_KINDS, type GarmentKind } from '../types';
import { mix, palette, WARM_GREY } from './color';
import { leaf, rose } from './flowers';
import { DRAW } from './garments';
import { bow, garmentDefs, piece, stitches, trim, type Ctx } from './garments/parts';
import { C } from './geometry';
import { hash, r1, rng, svgDoc } from './svg';

/** Where view 2 zooms in (garment space) and how far. */
const FOCUS: Record<GarmentKind, [number, number, number]> = {
  bra: [318, 470, 2.3],
  bralette: [330, 470, 2.3],
  panty: [300, 400, 2.1],
  thong: [340, 420, 2.2],
  bodysuit: [330, 410, 2.1],
  babydoll: [340, 420, 2.2],
  slip: [330, 330, 2.1],
  robe: [440, 540, 2],
  shapewear: [330, 300, 2.1],
  camisole: [330, 320, 2.1],
  pajama: [340, 300, 2],
};

/** Bounding box of each garment's drawing (x0, y0, x1, y1), used to frame it. */
const BOX: Record<GarmentKind, [number, number, number, number]> = {
  bra: [96, 168, 704, 634],
  bralette: [134, 162, 666, 636],
  panty: [192, 312, 608, 722],
  thong: [140, 312, 660, 714],
  bodysuit: [186, 140, 614, 892],
  babydoll: [140, 150, 660, 912],
  slip: [236, 64, 564, 962],
  robe: [100, 160, 700, 936],
  shapewear: [218, 220, 582, 822],
  camisole: [236, 112, 564, 800],
  pajama: [156, 146, 644, 898],
};

/** A transform that fits a garment's box into the rectangle (x, y, w, h), centred. */
export function fit(kind: GarmentKind, x: number, y: number, w: number, h: number, max: number): string {
  const [x0, y0, x1, y1] = BOX[kind];
  const k = Math.min(w / (x1 - x0), h / (y1 - y0), max);
  const tx = x + w / 2 - ((x0 + x1) / 2) * k;
  const ty = y + h / 2 - ((y0 + y1) / 2) * k;
  return `translate(${r1(tx)} ${r1(ty)}) scale(${Math.round(k * 1000) / 1000})`;
}

/** The second piece shown in view 3. */
const PAIR: Record<GarmentKind, GarmentKind> = {
  bra: 'panty',
  bralette: 'thong',
  panty: 'bra',
  thong: 'bralette',
  bodysuit: 'robe',
  babydoll: 'thong',
  slip: 'robe',
  robe: 'slip',
  shapewear: 'bra',
  camisole: 'panty',
  pajama: 'robe',
};

/** The fabric each garment's swatch (view 4) shows. */
type Fabric = 'satin' | 'mesh' | 'jersey' | 'rib' | 'chiffon';
const FABRIC: Record<GarmentKind, Fabric> = {
  bra: 'jersey',
  bralette: 'mesh',
  panty: 'jersey',
  thong: 'mesh',
  bodysuit: 'mesh',
  babydoll: 'chiffon',
  slip: 'satin',
  robe: 'satin',
  shapewear: 'rib',
  camisole: 'satin',
  pajama: 'satin',
};

/** The gradients behind every product image: blush to cream with a soft light in the middle. */
function productBackground(p: string): string {
  const { blush, cream } = brandTokens();
  return (
    `<linearGradient id="${p}B" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${blush}"/><stop offset="1" stop-color="${cream}"/></linearGradient>` +
    `<radialGradient id="${p}W" cx=".5" cy=".46" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

/** View 4: a sheet of the garment's fabric with its hem trim and a swatch-card tag. */
function swatch(c: Ctx, kind: GarmentKind, seed: number): string {
  const { p, pal } = c;
  const fabric = FABRIC[kind];
  const rnd = rng(seed + 7);
  const rot = r1(-8 + rnd() * 6);
  let defs = '';

  if (fabric === 'mesh') {
    defs = `<pattern id="${p}t" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.2" fill="${pal.dark}" opacity=".28"/></pattern>`;
  } else if (fabric === 'jersey') {
    defs = `<pattern id="${p}t" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 3h6" stroke="${pal.dark}" stroke-width="1" opacity=".22"/></pattern>`;
  } else if (fabric === 'rib') {
    defs = `<pattern id="${p}t" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M2 0v8" stroke="${pal.dark}" stroke-width="2" opacity=".25"/><path d="M5 0v8" stroke="${pal.hi}" stroke-width="1" opacity=".2"/></pattern>`;
  } else if (fabric === 'chiffon') {
    defs = `<pattern id="${p}t" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 0L5 5" stroke="${pal.hi}" stroke-width=".6" opacity=".35"/></pattern>`;
  }
  const sheet = 'M120 150C300 132 480 160 680 136C694 330 664 560 690 800C520 824 320 790 112 816C136 600 100 380 120 150Z';
  const satin = fabric === 'satin';
  let s = `<defs>${defs}</defs><g transform="rotate(${rot} 400 480)">`;
  s += piece(c, sheet, {
    lace: true,
    folds: ['M60 420C250 330 420 300 760 100', 'M100 800C300 640 520 520 780 470'],
    shines: ['M60 300C260 220 420 160 700 40', 'M60 640C280 520 480 400 760 300'],
    fw: satin ? 60 : 50,
    wide: true,
  });
  if (fabric !== 'satin') s += `<path d="${sheet}" fill="url(#${p}t)"/>`;
  if (fabric === 'chiffon')
    s += `<path d="M120 150C300 132 480 160 680 136C660 300 560 460 420 560C320 630 200 660 116 650C126 480 104 320 120 150Z" fill="${pal.base}" fill-opacity=".3" stroke="${pal.outline}" stroke-width="1" stroke-opacity=".5"/>`;
  const hem = C(
    [112, 816],
    [
      [320, 790],
      [520, 824],
      [690, 800],
    ],
  );
  s += trim(c, hem, c.lace ? 24 : 6, -1, c.lace);
  s += `<path d="M690 800L560 812C600 760 640 720 686 700Z" fill="${pal.lining}" stroke="${pal.outline}" stroke-width="1.5"/>`;
  s += stitches(c, ['M136 166C300 148 480 176 664 152', 'M126 160C140 380 120 600 128 800']);
  s += '</g>';
  // a swatch-card tag pinned at the corner, with a matching bow or button
  s +=
    `<g transform="rotate(${r1(Number(rot) - 4)} 400 480)"><rect x="520" y="96" width="170" height="92" rx="6" fill="${brandTokens().cream}" stroke="${pal.outline}" stroke-width="1.4"/>` +
    `<rect x="528" y="104" width="154" height="76" rx="4" fill="none" stroke="${pal.outline}" stroke-width=".8" stroke-dasharray="3 3" opacity=".6"/>` +
    `<rect x="548" y="124" width="38" height="38" rx="19" fill="${pal.base}" stroke="${pal.outline}" stroke-width="1.2"/>` +
    `<path d="M600 132h62M600 146h46M600 158h54" stroke="${WARM_GREY}" stroke-width="3" stroke-linecap="round" opacity=".45"/></g>`;
  s +=
    kind === 'pajama'
      ? `<circle cx="210" cy="800" r="20" fill="${pal.lining}" stroke="${pal.outline}" stroke-width="1.5"/><path d="M203 793h.1M217 793h.1M203 807h.1M217 807h.1" stroke="${pal.outline}" stroke-width="4" stroke-linecap="round"/>`
      : bow(c, 210, 800, 2.2);
  return s;
}

/** A product's picture in its colour: view 0 front, 1 back, 2 close-up, 3 with its pair and flowers, 4 fabric swatch. */
export function productImageSvg(o: { kind: GarmentKind; color: string; view: number; lace: boolean; seed: number }): string {
  const kind: GarmentKind = (GARMENT_KINDS as readonly string[]).includes(o.kind) ? o.kind : 'bra';
  const view = Number.isFinite(o.view) ? Math.max(0, Math.min(4, Math.floor(o.view))) : 0;
  const seed = Number.isFinite(o.seed) ? Math.floor(o.seed) : 0;
  const pal = palette(o.color);
  const p = 'g' + hash(`${kind}|${pal.base}|${view}|${o.lace ? 1 : 0}|${seed}`) + 'v' + view;
  const c: Ctx = { p, pal, lace: !!o.lace, back: view === 1, n: { v: 0 } };
  let body: string;
  const shadowed = (k: GarmentKind, t: string) =>
    `<g transform="${t}"><g filter="url(#${p}s)" stroke-width="2" stroke-linejoin="round">${DRAW[k](c)}</g></g>`;
  if (view === 0) {
    body = shadowed(kind, fit(kind, 70, 90, 660, 820, kind === 'panty' || kind === 'thong' ? 1.3 : 1.5));
  } else if (view === 1) {
    body = shadowed(
      kind,
      `rotate(${seed % 2 ? 3 : -3} 400 500) ${fit(kind, 90, 110, 620, 780, kind === 'panty' || kind === 'thong' ? 1.25 : 1.4)}`,
    );
  } else if (view === 2) {
    const [fx, fy, k] = FOCUS[kind];
    body = shadowed(kind, `translate(400 500) scale(${k}) translate(${-fx} ${-fy})`);
  } else if (view === 3) {
    const { blush } = brandTokens();
    const rnd = rng(seed + 3);
    const pair = PAIR[kind];
    const sprig =
      leaf(70, 920, 1.7, -50 - rnd() * 20, '#9aae94') +
      leaf(90, 930, 1.4, 0 + rnd() * 20, '#9aae94') +
      rose(150, 960, 40, mix(blush, '#d98c9c', 0.35), rnd() * 360) +
      rose(70, 930, 62, mix(blush, '#d98c9c', 0.6), rnd() * 360);
    body =
      sprig +
      shadowed(pair, `rotate(5 590 720) ${fit(pair, 400, 450, 360, 500, 1.1)}`) +
      shadowed(kind, `rotate(-4 300 360) ${fit(kind, 40, 40, 500, 600, 1.2)}`);
  } else {
    body = `<g filter="url(#${p}s)" stroke-width="2" stroke-linejoin="round">${swatch(c, kind, seed)}</g>`;
  }
  return svgDoc(
    800,
    1000,
    `${kind}${o.lace ? ' lace' : ''} in ${pal.base}`,
    `<defs>${productBackground(p)}${garmentDefs(c)}</defs>` +
      `<rect width="800" height="1000" fill="url(#${p}B)"/><rect width="800" height="1000" fill="url(#${p}W)"/>` +
      body,
  );
}
