/**
 * Generated catalogue imagery. The shop downloads no image, so every product, collection, blog and
 * banner picture is drawn here as SVG: pure, deterministic functions of their inputs.
 *
 * Garments are drawn in an 800 x 1000 space centred on x = 400, flat-lay on an invisible form, in the
 * product's own colour with shading, stitching and (for lace products) a lace pattern.
 */
import { GARMENT_KINDS, type GarmentKind } from './types';

type Pt = [number, number];
type Seg = [Pt, Pt, Pt];
interface Curve {
  s: Pt;
  c: Seg[];
}

const BLUSH = '#f7e9e6';
const CREAM = '#fcf8f6';
const PLUM = '#5b2245';
const INK = '#2a1420';
const WARM_GREY = '#7a5a60';
const SERIF = `'Playfair Display', Georgia, 'Times New Roman', serif`;

// ---------------------------------------------------------------------------------------------
// Small utilities

const r1 = (n: number): string => String(Math.round(n * 10) / 10);
const pt = (p: Pt): string => `${r1(p[0])} ${r1(p[1])}`;

/** Escapes text for SVG element content and attribute values. */
function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function hash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** Small seeded PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = (Math.floor(Number.isFinite(seed) ? seed : 0) * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type RGB = [number, number, number];

function parseHex(hex: string): RGB | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(String(hex).trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const toHex = (c: RGB): string =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** A valid lower-case #rrggbb colour (falls back to a rose when the input is not a hex colour). */
function normHex(hex: string, fallback = '#c45c7f'): string {
  const c = parseHex(hex);
  return c ? toHex(c) : fallback;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function lum(hex: string): number {
  const c = parseHex(hex) ?? [0, 0, 0];
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
}

function svgDoc(w: number, h: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Curves

const C = (s: Pt, ...c: Seg[]): Curve => ({ s, c });
const dOf = (cv: Curve): string => `M${pt(cv.s)}` + cv.c.map((g) => `C${pt(g[0])} ${pt(g[1])} ${pt(g[2])}`).join('');
const closed = (cv: Curve): string => dOf(cv) + 'Z';
const mp = (p: Pt): Pt => [800 - p[0], p[1]];
const mirror = (cv: Curve): Curve => ({ s: mp(cv.s), c: cv.c.map((g) => [mp(g[0]), mp(g[1]), mp(g[2])] as Seg) });

function reverse(cv: Curve): Curve {
  const ends: Pt[] = [cv.s, ...cv.c.map((g) => g[2])];
  const c: Seg[] = [];
  for (let i = cv.c.length - 1; i >= 0; i--) c.push([cv.c[i][1], cv.c[i][0], ends[i]]);
  return { s: ends[ends.length - 1], c };
}

/** A closed shape symmetric about x = 400 from its left half (drawn from the centre line round to the centre line). */
function sym(left: Curve): string {
  const right = reverse(mirror(left));
  return dOf(left) + right.c.map((g) => `C${pt(g[0])} ${pt(g[1])} ${pt(g[2])}`).join('') + 'Z';
}

function bez(a: Pt, b: Pt, c: Pt, d: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
    u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
  ];
}

/** Points spaced `step` apart along the curve. */
function sample(cv: Curve, step: number): Pt[] {
  const dense: Pt[] = [cv.s];
  let prev = cv.s;
  for (const g of cv.c) {
    for (let i = 1; i <= 40; i++) dense.push(bez(prev, g[0], g[1], g[2], i / 40));
    prev = g[2];
  }
  const out: Pt[] = [dense[0]];
  let acc = 0;
  for (let i = 1; i < dense.length; i++) {
    const a = dense[i - 1];
    const b = dense[i];
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    acc += d;
    if (acc >= step) {
      out.push(b);
      acc = 0;
    }
  }
  return out;
}

/** Points offset sideways (positive = left of travel on screen) by `off`. */
function offset(pts: Pt[], off: number): Pt[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [p[0] + (dy / l) * off, p[1] - (dx / l) * off] as Pt;
  });
}

/** Compact relative polyline through integer-rounded points. */
function poly(pts: Pt[], cmd = 'M'): string {
  let x = Math.round(pts[0][0]);
  let y = Math.round(pts[0][1]);
  let d = `${cmd}${x} ${y}l`;
  for (let i = 1; i < pts.length; i++) {
    const nx = Math.round(pts[i][0]);
    const ny = Math.round(pts[i][1]);
    d += `${i > 1 && nx - x >= 0 ? ' ' : ''}${nx - x} ${ny - y}`;
    x = nx;
    y = ny;
  }
  return d;
}

/** Scallops between consecutive points, bulging to the left of travel when side > 0. */
function scallops(pts: Pt[], side: number): string {
  let x = Math.round(pts[0][0]);
  let y = Math.round(pts[0][1]);
  let d = `M${x} ${y}`;
  for (let i = 1; i < pts.length; i++) {
    const nx = Math.round(pts[i][0]);
    const ny = Math.round(pts[i][1]);
    const r = Math.round(Math.hypot(nx - x, ny - y)) / 2;
    d += `a${r} ${r} 0 0 ${side > 0 ? 1 : 0} ${nx - x} ${ny - y}`;
    x = nx;
    y = ny;
  }
  return d;
}

function zigzag(pts: Pt[], amp: number): string {
  const l = offset(pts, amp);
  const r = offset(pts, -amp);
  return poly(pts.map((_, i) => (i % 2 ? l[i] : r[i])));
}

function at(cv: Curve, f: number): { p: Pt; a: number } {
  const n = cv.c.length;
  const k = Math.min(n - 1, Math.floor(f * n));
  const t = f * n - k;
  const s = k === 0 ? cv.s : cv.c[k - 1][2];
  const g = cv.c[k];
  const p = bez(s, g[0], g[1], g[2], t);
  const q = bez(s, g[0], g[1], g[2], Math.min(1, t + 0.02));
  const o = bez(s, g[0], g[1], g[2], Math.max(0, t - 0.02));
  return { p, a: (Math.atan2(q[1] - o[1], q[0] - o[0]) * 180) / Math.PI };
}

// ---------------------------------------------------------------------------------------------
// Palette and drawing context

interface Pal {
  base: string;
  light: string;
  dark: string;
  outline: string;
  stitch: string;
  ink: string;
  hi: string;
  lining: string;
  metal: string;
  metalHi: string;
}

function palette(color: string): Pal {
  const base = normHex(color);
  const L = lum(base);
  const pale = L > 0.6;
  const darkish = L < 0.06;
  return {
    base,
    light: mix(base, '#ffffff', darkish ? 0.2 : 0.32),
    dark: pale ? mix(base, WARM_GREY, 0.45) : mix(base, INK, darkish ? 0.5 : 0.32),
    outline: pale ? mix(base, WARM_GREY, 0.62) : mix(base, INK, darkish ? 0.6 : 0.45),
    stitch: pale ? mix(base, WARM_GREY, 0.5) : mix(base, '#ffffff', darkish ? 0.3 : 0.42),
    ink: pale ? mix(base, WARM_GREY, 0.55) : L < 0.03 ? mix(base, '#ffffff', 0.3) : mix(base, INK, 0.4),
    hi: '#ffffff',
    lining: pale ? mix(base, BLUSH, 0.5) : mix(base, '#fff8f4', 0.55),
    metal: '#c8a56e',
    metalHi: '#f3e3c2',
  };
}

interface Ctx {
  p: string;
  pal: Pal;
  lace: boolean;
  back: boolean;
  n: { v: number };
}

const uid = (c: Ctx, k: string): string => `${c.p}${k}${c.n.v++}`;

/** Gradients, patterns and filters one garment context uses. */
function garmentDefs(c: Ctx): string {
  const { p, pal } = c;
  let s =
    `<linearGradient id="${p}g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${pal.light}"/><stop offset=".45" stop-color="${pal.base}"/>` +
    `<stop offset="1" stop-color="${pal.dark}"/></linearGradient>` +
    `<radialGradient id="${p}r" cx=".42" cy=".5" r=".7">` +
    `<stop offset="0" stop-color="${pal.light}"/><stop offset=".55" stop-color="${pal.base}"/>` +
    `<stop offset="1" stop-color="${pal.dark}"/></radialGradient>`;
  if (c.lace) {
    s +=
      `<pattern id="${p}n" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">` +
      `<path d="M0 0L6 6M6 0L0 6" stroke="${pal.ink}" stroke-width=".5" opacity=".6"/></pattern>` +
      `<pattern id="${p}L" width="48" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">` +
      `<rect width="48" height="44" fill="url(#${p}n)"/>` +
      `<g fill="${pal.ink}" stroke="${pal.ink}" stroke-width="1.3" stroke-linecap="round">` +
      `<path d="M24 10c4-8 11-5 8 2 7-1 8 7 1 8 3 7-5 9-9 3-3 6-11 4-9-3-7-2-6-9 1-8-3-7 5-9 8-2z" fill-opacity=".45"/>` +
      `<circle cx="24" cy="17" r="3.2"/>` +
      `<path d="M0 38c6-6 13-6 16 0-3 6-10 6-16 0zM48 38c-6-6-13-6-16 0 3 6 10 6 16 0z" fill-opacity=".6"/>` +
      `<path d="M5 6c5 3 7 8 4 13M43 6c-5 3-7 8-4 13M16 38c3-7 6-9 8-9s5 2 8 9M24 29v-3" fill="none"/>` +
      `</g></pattern>`;
  }
  s +=
    `<filter id="${p}s" x="-15%" y="-15%" width="130%" height="135%">` +
    `<feDropShadow dx="0" dy="10" stdDeviation="11" flood-color="#5b2245" flood-opacity=".2"/></filter>` +
    `<filter id="${p}b" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1200" height="1400">` +
    `<feGaussianBlur stdDeviation="6"/></filter>` +
    `<filter id="${p}d" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1200" height="1400">` +
    `<feGaussianBlur stdDeviation="24"/></filter>`;
  return s;
}

interface PieceOpts {
  fill?: string;
  lace?: boolean;
  folds?: string[];
  shines?: string[];
  stitch?: string[];
  fw?: number;
  /** use the wide blur (drapery) */
  wide?: boolean;
}

/** One fabric piece: fill + outline, optional lace, soft folds and highlights clipped to it, stitching. */
function piece(c: Ctx, d: string, o: PieceOpts = {}): string {
  const { pal, p } = c;
  const id = uid(c, 'q');
  const lace = !!o.lace && c.lace;
  const folds = (o.folds ?? []).join('');
  const shines = (o.shines ?? []).join('');
  const reuse = lace || folds || shines;
  const paint = `fill="${o.fill ?? `url(#${p}g)`}"${lace ? ' fill-opacity=".55"' : ''} stroke="${pal.outline}"`;
  let s = reuse ? `<defs><path id="${id}" d="${d}"/></defs><use href="#${id}" ${paint}/>` : `<path d="${d}" ${paint}/>`;
  if (lace) s += `<use href="#${id}" fill="url(#${p}L)"/>`;
  if (folds || shines) {
    const k = uid(c, 'k');
    const w = o.fw ?? 12;
    s +=
      `<clipPath id="${k}"><use href="#${id}"/></clipPath><g clip-path="url(#${k})"><g filter="url(#${p}${o.wide ? 'd' : 'b'})" fill="none" stroke-linecap="round">` +
      (folds ? `<path d="${folds}" stroke="${pal.dark}" stroke-width="${w}" opacity=".36"/>` : '') +
      (shines ? `<path d="${shines}" stroke="${pal.hi}" stroke-width="${r1(w * 1.7)}" opacity=".22"/>` : '') +
      '</g></g>';
  }
  if (o.stitch?.length) s += stitches(c, o.stitch);
  return s;
}

const stitches = (c: Ctx, ds: string[]): string =>
  `<path d="${ds.join('')}" fill="none" stroke="${c.pal.stitch}" stroke-width="1.3" stroke-dasharray="5 4" opacity=".85"/>`;

/** Draws `inner` (the left half) and its mirror image about x = 400. */
function both(c: Ctx, inner: string): string {
  const id = uid(c, 'm');
  return `<g id="${id}">${inner}</g><use href="#${id}" transform="matrix(-1 0 0 1 800 0)"/>`;
}

/** A strap / string drawn as a stroked curve. */
function strap(c: Ctx, cv: Curve, w: number): string {
  const id = uid(c, 'u');
  return (
    `<defs><path id="${id}" d="${dOf(cv)}" fill="none" stroke-linecap="round"/></defs>` +
    `<use href="#${id}" stroke="${c.pal.outline}" stroke-width="${w + 3}"/>` +
    `<use href="#${id}" stroke="${c.pal.base}" stroke-width="${w}"/>` +
    (w > 7 ? `<use href="#${id}" stroke="${c.pal.hi}" stroke-width="${r1(w / 4)}" opacity=".22"/>` : '')
  );
}

/** A trim along an edge: a scalloped lace band, or a fine picot edge with elastic zigzag when not lace. */
function trim(c: Ctx, cv: Curve, w: number, side: number, forceLace = false): string {
  const { pal, p } = c;
  const pts = sample(cv, 14);
  if (pts.length < 3) return '';
  if (c.lace || forceLace) {
    const id = uid(c, 't');
    return (
      `<path d="${scallops(offset(pts, side * (w / 2)), side)}${poly([...pts].reverse(), 'L')}Z" fill="${pal.base}" fill-opacity=".45" stroke="${pal.outline}" stroke-width="1.2"/>` +
      `<defs><path id="${id}" d="${poly(pts)}" fill="none" stroke-width="${w}"/></defs>` +
      `<use href="#${id}" stroke="${pal.base}" stroke-opacity=".45"/>` +
      (c.lace ? `<use href="#${id}" stroke="url(#${p}L)"/>` : '')
    );
  }
  return (
    `<path d="${poly(offset(pts, side * 1.5))}" fill="none" stroke="${pal.dark}" stroke-width="3.2" stroke-linecap="round" stroke-dasharray="0 6.5"/>` +
    `<path d="${zigzag(offset(pts, -side * 8), 2.6)}" fill="none" stroke="${pal.stitch}" stroke-width="1" opacity=".8"/>`
  );
}

function bow(c: Ctx, x: number, y: number, s = 1): string {
  const { pal } = c;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})" fill="${pal.light}" stroke="${pal.outline}" stroke-width="1.2">` +
    `<path d="M0 0C-6-10-20-12-20-2-20 6-8 5 0 0ZM0 0C6-10 20-12 20-2 20 6 8 5 0 0Z"/>` +
    `<path d="M-2 2-8 16-3 14 0 4ZM2 2 8 16 3 14 0 4Z" fill="${pal.base}"/>` +
    `<circle r="3.6" fill="${pal.base}"/></g>`
  );
}

function ring(c: Ctx, x: number, y: number, r = 8): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="none" stroke="${c.pal.metal}" stroke-width="3.2"/>`;
}

function slider(c: Ctx, cv: Curve, f: number, w: number): string {
  const { p, a } = at(cv, f);
  const h = w + 6;
  return `<g transform="translate(${pt(p)}) rotate(${r1(a)})" fill="none" stroke="${c.pal.metal}" stroke-width="2.6"><rect x="-9" y="${-h / 2}" width="18" height="${h}" rx="3"/><path d="M0 ${-h / 2}v${h}"/></g>`;
}

function hooks(c: Ctx, x: number, y: number, h: number): string {
  let d = '';
  for (let i = 1; i < 4; i++) d += `M${x + 6} ${r1(y + (h / 4) * i)}h10`;
  return `<rect x="${x}" y="${y}" width="22" height="${h}" rx="3" fill="${c.pal.lining}" stroke="${c.pal.outline}" stroke-width="1.2"/><path d="${d}" stroke="${c.pal.metal}" stroke-width="2.4" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------------------------------------
// Garments (800 x 1000 space, centred on x = 400)

function bra(c: Ctx): string {
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

function bralette(c: Ctx): string {
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

function panty(c: Ctx): string {
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

function thong(c: Ctx): string {
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

function bodysuit(c: Ctx): string {
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

function babydoll(c: Ctx): string {
  const { pal, back } = c;
  const strapL = C(
    [300, 300],
    [
      [292, 210],
      [268, 150],
      [234, 156],
    ],
    [
      [196, 162],
      [196, 300],
      [280, 452],
    ],
  );
  let s = both(c, strap(c, strapL, 7));
  const skirt = C(
    [400, 448],
    [
      [340, 448],
      [300, 446],
      [278, 444],
    ],
    [
      [244, 560],
      [196, 720],
      [148, 866],
    ],
    [
      [200, 892],
      [240, 870],
      [280, 890],
    ],
    [
      [320, 908],
      [360, 888],
      [400, 900],
    ],
  );
  s += piece(c, sym(skirt), {
    folds: ['M330 470C310 600 280 740 250 880M400 470C400 600 400 740 400 890M470 470C490 600 520 740 550 880'],
    shines: ['M360 470C350 600 330 740 320 880M440 470C450 600 470 740 480 880M300 470C270 600 230 740 200 860'],
    fw: 14,
  });
  s += both(
    c,
    trim(
      c,
      C(
        [148, 866],
        [
          [200, 892],
          [240, 870],
          [280, 890],
        ],
        [
          [320, 908],
          [360, 888],
          [400, 900],
        ],
      ),
      c.lace ? 22 : 6,
      -1,
      true,
    ),
  );
  s += piece(
    c,
    sym(
      C(
        [400, 420],
        [
          [340, 420],
          [300, 422],
          [272, 418],
        ],
        [
          [274, 430],
          [276, 442],
          [278, 452],
        ],
        [
          [320, 456],
          [360, 458],
          [400, 458],
        ],
      ),
    ),
    { fill: pal.base },
  );
  s += both(
    c,
    stitches(c, ['M276 426C320 432 360 432 400 432M278 446C320 450 360 452 400 452']) + (back ? hooks(c, 378, 420, 38) : ''),
  );
  const cup = C(
    [398, 420],
    [
      [370, 380],
      [334, 330],
      [300, 300],
    ],
    [
      [272, 330],
      [258, 380],
      [272, 420],
    ],
    [
      [320, 426],
      [360, 426],
      [398, 420],
    ],
  );
  s += both(
    c,
    piece(c, closed(cup), {
      fill: back ? pal.lining : `url(#${c.p}r)`,
      lace: !back,
      stitch: ['M300 312C296 350 300 390 316 424'],
    }) +
      trim(
        c,
        C(
          [398, 418],
          [
            [370, 380],
            [334, 330],
            [300, 300],
          ],
        ),
        c.lace ? 12 : 5,
        1,
      ),
  );
  if (!back) s += bow(c, 400, 440, 1.1);
  return s;
}

function slip(c: Ctx): string {
  const { back } = c;
  const strapL = C(
    [306, 204],
    [
      [300, 120],
      [290, 70],
      [266, 74],
    ],
    [
      [240, 78],
      [246, 190],
      [266, 300],
    ],
  );
  let s = both(c, strap(c, strapL, 5));
  const body = C(
    [400, back ? 330 : 400],
    back
      ? [
          [360, 330],
          [320, 280],
          [306, 202],
        ]
      : [
          [360, 330],
          [330, 262],
          [306, 202],
        ],
    [
      [282, 240],
      [264, 290],
      [262, 340],
    ],
    [
      [268, 420],
      [284, 500],
      [286, 560],
    ],
    [
      [284, 680],
      [266, 800],
      [240, 928],
    ],
    [
      [300, 940],
      [360, 944],
      [400, 944],
    ],
  );
  s += piece(c, sym(body), {
    folds: ['M310 600C300 700 290 800 276 920M400 560C404 680 400 800 398 930M490 600C500 700 510 800 524 920'],
    shines: ['M340 430C334 560 330 740 322 920M466 450C470 580 474 740 482 920'],
    fw: 15,
  });
  s += both(
    c,
    trim(
      c,
      C(
        [240, 928],
        [
          [300, 940],
          [360, 944],
          [400, 944],
        ],
      ),
      c.lace ? 26 : 6,
      -1,
    ),
  );
  if (!back) {
    const cup = C(
      [400, 400],
      [
        [360, 330],
        [330, 262],
        [306, 202],
      ],
      [
        [282, 240],
        [264, 290],
        [262, 340],
      ],
      [
        [300, 380],
        [360, 410],
        [400, 400],
      ],
    );
    s += both(
      c,
      piece(c, closed(cup), { lace: true, fill: `url(#${c.p}r)`, stitch: ['M268 352C306 390 360 418 400 410'] }) +
        trim(
          c,
          C(
            [400, 398],
            [
              [360, 330],
              [330, 262],
              [306, 202],
            ],
          ),
          c.lace ? 12 : 5,
          1,
        ),
    );
  } else {
    s += both(
      c,
      trim(
        c,
        C(
          [306, 202],
          [
            [320, 280],
            [360, 330],
            [400, 330],
          ],
        ),
        c.lace ? 12 : 5,
        -1,
      ),
    );
  }
  return s;
}

function robe(c: Ctx): string {
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

function shapewear(c: Ctx): string {
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

function camisole(c: Ctx): string {
  const { back } = c;
  const strapL = C(
    [300, 254],
    [
      [296, 170],
      [286, 120],
      [262, 122],
    ],
    [
      [236, 124],
      [240, 240],
      [262, 360],
    ],
  );
  let s = both(c, strap(c, strapL, 6) + slider(c, strapL, 0.25, 6));
  const body = C(
    [400, back ? 300 : 344],
    back
      ? [
          [360, 300],
          [320, 280],
          [300, 250],
        ]
      : [
          [370, 330],
          [330, 290],
          [300, 250],
        ],
    [
      [280, 290],
      [262, 330],
      [258, 372],
    ],
    [
      [262, 450],
      [266, 540],
      [262, 620],
    ],
    [
      [256, 680],
      [250, 720],
      [240, 770],
    ],
    [
      [300, 782],
      [350, 786],
      [400, 786],
    ],
  );
  s += piece(c, sym(body), {
    folds: ['M320 460C316 560 306 660 290 760M480 460C484 560 494 660 510 760M400 480C402 580 400 680 398 776'],
    shines: ['M350 400C346 520 340 640 330 770M450 400C454 520 460 640 470 770'],
    fw: 13,
  });
  s += both(
    c,
    trim(
      c,
      C(
        [240, 770],
        [
          [300, 782],
          [350, 786],
          [400, 786],
        ],
      ),
      c.lace ? 22 : 6,
      -1,
    ),
  );
  if (!back) {
    const cup = C(
      [400, 344],
      [
        [370, 330],
        [330, 290],
        [300, 250],
      ],
      [
        [280, 290],
        [262, 330],
        [258, 372],
      ],
      [
        [310, 392],
        [360, 392],
        [400, 380],
      ],
    );
    s += both(
      c,
      piece(c, closed(cup), { lace: true, fill: `url(#${c.p}r)`, stitch: ['M260 382C310 402 360 402 400 390'] }) +
        trim(
          c,
          C(
            [400, 342],
            [
              [370, 330],
              [330, 290],
              [300, 250],
            ],
          ),
          c.lace ? 12 : 5,
          1,
        ),
    );
    s += bow(c, 400, 350, 0.9);
  } else {
    s += both(
      c,
      trim(
        c,
        C(
          [300, 252],
          [
            [320, 280],
            [360, 300],
            [400, 300],
          ],
        ),
        6,
        -1,
      ),
    );
  }
  return s;
}

function pajama(c: Ctx): string {
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

const DRAW: Record<GarmentKind, (c: Ctx) => string> = {
  bra,
  bralette,
  panty,
  thong,
  bodysuit,
  babydoll,
  slip,
  robe,
  shapewear,
  camisole,
  pajama,
};

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
function fit(kind: GarmentKind, x: number, y: number, w: number, h: number, max: number): string {
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

// ---------------------------------------------------------------------------------------------
// Product images

function productBackground(p: string): string {
  return (
    `<linearGradient id="${p}B" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${BLUSH}"/><stop offset="1" stop-color="${CREAM}"/></linearGradient>` +
    `<radialGradient id="${p}W" cx=".5" cy=".46" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

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
    `<g transform="rotate(${r1(Number(rot) - 4)} 400 480)"><rect x="520" y="96" width="170" height="92" rx="6" fill="${CREAM}" stroke="${pal.outline}" stroke-width="1.4"/>` +
    `<rect x="528" y="104" width="154" height="76" rx="4" fill="none" stroke="${pal.outline}" stroke-width=".8" stroke-dasharray="3 3" opacity=".6"/>` +
    `<rect x="548" y="124" width="38" height="38" rx="19" fill="${pal.base}" stroke="${pal.outline}" stroke-width="1.2"/>` +
    `<path d="M600 132h62M600 146h46M600 158h54" stroke="${WARM_GREY}" stroke-width="3" stroke-linecap="round" opacity=".45"/></g>`;
  s +=
    kind === 'pajama'
      ? `<circle cx="210" cy="800" r="20" fill="${pal.lining}" stroke="${pal.outline}" stroke-width="1.5"/><path d="M203 793h.1M217 793h.1M203 807h.1M217 807h.1" stroke="${pal.outline}" stroke-width="4" stroke-linecap="round"/>`
      : bow(c, 210, 800, 2.2);
  return s;
}

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
    const rnd = rng(seed + 3);
    const pair = PAIR[kind];
    const sprig =
      leaf(70, 920, 1.7, -50 - rnd() * 20, '#9aae94') +
      leaf(90, 930, 1.4, 0 + rnd() * 20, '#9aae94') +
      rose(150, 960, 40, mix(BLUSH, '#d98c9c', 0.35), rnd() * 360) +
      rose(70, 930, 62, mix(BLUSH, '#d98c9c', 0.6), rnd() * 360);
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

// ---------------------------------------------------------------------------------------------
// Ornaments, logos, editorial images

function ornament(motif: number, color: string, x: number, y: number, s: number): string {
  const m = ((Math.floor(Number.isFinite(motif) ? motif : 0) % 6) + 6) % 6;
  const t = `transform="translate(${r1(x)} ${r1(y)}) scale(${s})"`;
  switch (m) {
    case 0:
      return `<path ${t} d="M0 14C-18 2 -26 -8 -20 -17C-14 -25 -4 -22 0 -14C4 -22 14 -25 20 -17C26 -8 18 2 0 14Z" fill="${color}"/>`;
    case 1: {
      let d = 'M-40 -4';
      for (let i = 0; i < 8; i++) d += `a5 5 0 0 0 10 0`;
      let dots = '';
      for (let i = 0; i < 8; i++) dots += `<circle cx="${-35 + i * 10}" cy="-4" r="1.6"/>`;
      return `<g ${t} fill="${color}"><path d="${d}" fill="none" stroke="${color}" stroke-width="2"/><path d="M-40 -8H40" stroke="${color}" stroke-width="1.2"/>${dots}</g>`;
    }
    case 2:
      return `<g ${t} fill="${color}"><path d="M0 0C-8 -14 -30 -16 -30 -3C-30 8 -12 7 0 0ZM0 0C8 -14 30 -16 30 -3C30 8 12 7 0 0Z"/><path d="M-2 2L-12 22L-5 19L0 4ZM2 2L12 22L5 19L0 4Z"/><circle r="5"/></g>`;
    case 3:
      return `<g ${t} fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"><path d="M0 -3C5 -6 7 0 3 3C-3 7 -9 1 -6 -5C-2 -12 9 -11 11 -3C13 6 4 13 -4 12C-13 10 -17 0 -13 -8"/><path d="M-12 -12C-4 -20 10 -20 16 -10C20 -2 18 8 12 14" /><path d="M0 14C2 24 -2 32 -8 38M-2 26C-12 22 -18 24 -22 30C-14 32 -8 30 -2 26Z" fill="${color}" fill-opacity=".35"/></g>`;
    case 4:
      return `<path ${t} d="M8 -20A22 22 0 1 0 8 20A17 17 0 1 1 8 -20Z" fill="${color}"/>`;
    default:
      return `<path ${t} d="M0 -22L5.5 -7H21L8.5 2.5L13.5 18L0 8.5L-13.5 18L-8.5 2.5L-21 -7H-5.5Z" fill="${color}"/>`;
  }
}

const STOP_WORDS = new Set(['the', 'of', 'and', 'a', 'an', '&', 'by', 'for', 'in']);

function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const main = words.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const pick = (main.length ? main : words).slice(0, 2);
  return pick.map((w) => (w.match(/\p{L}/u) ?? ['L'])[0].toUpperCase()).join('') || 'L';
}

/** Splits a title into at most two lines of similar length. */
function twoLines(title: string, max: number): string[] {
  const t = title.trim().replace(/\s+/g, ' ');
  if (t.length <= max || !t.includes(' ')) return [t];
  let best = -1;
  for (let i = 0; i < t.length; i++)
    if (t[i] === ' ' && (best < 0 || Math.abs(i - t.length / 2) < Math.abs(best - t.length / 2))) best = i;
  return [t.slice(0, best), t.slice(best + 1)];
}

export function collectionLogoSvg(o: { title: string; color: string; motif: number }): string {
  const color = normHex(o.color);
  const title = String(o.title ?? '');
  const pale = lum(color) > 0.45;
  const ink = pale ? mix(color, PLUM, 0.55) : color;
  const line = pale ? mix(color, PLUM, 0.4) : color;
  const p = 'c' + hash(`${title}|${color}|${o.motif}`);
  const mono = initials(title);
  const lines = twoLines(title.toUpperCase(), 16);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fs = Math.min(38, 470 / (longest * 0.82));
  const font = `font-family="${escapeXml(SERIF)}" text-anchor="middle"`;
  let text = '';
  lines.forEach((l, i) => {
    text += `<text x="300" y="${r1(462 + i * (fs + 10))}" ${font} font-size="${r1(fs)}" letter-spacing="${r1(fs * 0.14)}" fill="${ink}">${escapeXml(l)}</text>`;
  });
  const ry = r1(462 + (lines.length - 1) * (fs + 10) + 38);
  const body =
    `<defs><linearGradient id="${p}a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUSH}"/><stop offset="1" stop-color="${CREAM}"/></linearGradient>` +
    `<radialGradient id="${p}b" cx=".42" cy=".38" r=".75"><stop offset=".5" stop-color="#fff"/><stop offset="1" stop-color="${color}" stop-opacity=".1"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#${p}a)"/>` +
    `<rect x="24" y="24" width="552" height="552" rx="10" fill="none" stroke="${line}" stroke-opacity=".5" stroke-width="1.5"/>` +
    `<rect x="34" y="34" width="532" height="532" rx="6" fill="none" stroke="${line}" stroke-opacity=".25"/>` +
    `<circle cx="300" cy="214" r="126" fill="url(#${p}b)" stroke="${line}" stroke-width="2"/>` +
    `<circle cx="300" cy="214" r="114" fill="none" stroke="${line}" stroke-opacity=".55" stroke-dasharray="2 5"/>` +
    `<text x="300" y="${mono.length > 1 ? 250 : 258}" ${font} font-style="italic" font-size="${mono.length > 1 ? 100 : 126}" fill="${ink}">${escapeXml(mono)}</text>` +
    ornament(o.motif, line, 300, 384, 0.85) +
    `<path d="M130 ${ry}H276M324 ${ry}H470" stroke="${line}" stroke-opacity=".6" stroke-width="1.2"/>` +
    `<path d="M300 ${Number(ry) - 6}l6 6-6 6-6-6z" fill="${line}"/>` +
    text;
  return svgDoc(600, 600, title, body);
}

function rose(x: number, y: number, r: number, col: string, rot: number): string {
  const dk = mix(col, INK, 0.3);
  const lt = mix(col, '#ffffff', 0.28);
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 * Math.PI) / 180;
    petals += `<circle cx="${r1(Math.cos(a) * 20)}" cy="${r1(Math.sin(a) * 20)}" r="21"/>`;
  }
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${r1(r / 40)})">` +
    `<g fill="${col}" stroke="${dk}" stroke-width="1.2">${petals}</g>` +
    `<circle r="24" fill="${lt}" stroke="${dk}" stroke-width="1.2"/>` +
    `<path d="M-16 4C-18-10-4-18 8-14 18-10 18 4 10 10 2 16-10 12-10 2-10-6 0-8 4-4" fill="none" stroke="${dk}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M-20 10C-8 24 14 22 22 6" fill="none" stroke="${dk}" stroke-width="1.4" opacity=".6"/>` +
    `</g>`
  );
}

function leaf(x: number, y: number, s: number, rot: number, col: string): string {
  return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${r1(s)})" d="M0 0C20 -16 50 -16 70 0C50 16 20 16 0 0ZM4 0H62" fill="${col}" stroke="${mix(col, INK, 0.25)}" stroke-width="1.2"/>`;
}

/** A garment drawn in its own colour inside a larger composition. */
function placedGarment(
  prefix: string,
  kind: GarmentKind,
  color: string,
  lace: boolean,
  transform: string,
): { defs: string; body: string } {
  const c: Ctx = { p: prefix, pal: palette(color), lace, back: false, n: { v: 0 } };
  return {
    defs: garmentDefs(c),
    body: `<g transform="${transform}"><g filter="url(#${prefix}s)" stroke-width="2" stroke-linejoin="round">${DRAW[kind](c)}</g></g>`,
  };
}

export function blogImageSvg(o: { title: string; color: string; seed: number }): string {
  const color = normHex(o.color);
  const seed = Number.isFinite(o.seed) ? Math.abs(Math.floor(o.seed)) : 0;
  const rnd = rng(seed + 11);
  const p = 'b' + hash(`${o.title}|${color}|${seed}`);
  const tint = mix(color, CREAM, 0.84);
  const soft = mix(color, CREAM, 0.6);
  const flip = seed % 2 === 1;
  const kinds: GarmentKind[] = ['bra', 'bralette', 'camisole', 'babydoll', 'slip', 'bodysuit', 'panty'];
  const kind = kinds[seed % kinds.length];
  const gx = flip ? 540 : 1060;
  const g = placedGarment(
    `${p}x`,
    kind,
    color,
    seed % 3 !== 1,
    `rotate(${flip ? 4 : -4} ${gx} 400) ${fit(kind, gx - 290, 70, 580, 620, 1)}`,
  );
  const green = '#9aae94';
  const fx = flip ? 1240 : 360;
  const fy = 600 + rnd() * 40;
  let flowers = '';
  for (const a of [200, 245, 290, 335, 20]) flowers += leaf(fx, fy, 1.3 + rnd() * 0.5, a + rnd() * 20, green);
  const roses: [number, number, number, string][] = [
    [fx - 84, fy + 44, 46, mix(CREAM, color, 0.15)],
    [fx + 92, fy + 34, 54, mix(color, BLUSH, 0.55)],
    [fx, fy, 72, mix('#efb8c0', color, 0.25)],
  ];
  for (const [x, y, r, col] of roses) flowers += rose(x, y, r, col, rnd() * 360);
  for (let i = 0; i < 3; i++)
    flowers += `<ellipse cx="${r1(fx - 220 + rnd() * 440)}" cy="${r1(fy + 150 + rnd() * 70)}" rx="16" ry="10" fill="${mix('#efb8c0', color, 0.2)}" opacity=".8" transform="rotate(${r1(rnd() * 180)} ${fx} ${fy})"/>`;
  let pearls = '';
  for (let i = 0; i < 32; i++) {
    const t = i / 31;
    const x = (flip ? 860 : 120) + t * 620;
    const y = 800 - Math.sin(t * Math.PI) * 70 + t * 20;
    pearls += `<circle cx="${r1(x)}" cy="${r1(y)}" r="8"/>`;
  }
  const body =
    `<defs><linearGradient id="${p}a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
    `<linearGradient id="${p}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.45)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${mix(color, INK, 0.3)}"/></linearGradient>` +
    `<radialGradient id="${p}p" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e3d6cf"/></radialGradient>` +
    `<filter id="${p}u" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>${g.defs}</defs>` +
    `<rect width="1600" height="900" fill="url(#${p}a)"/>` +
    `<circle cx="${gx}" cy="400" r="310" fill="${tint}"/><circle cx="${gx}" cy="400" r="334" fill="none" stroke="${soft}" stroke-width="1.5"/>` +
    `<path d="M${flip ? 1080 : 140} 900V300A180 180 0 0 1 ${flip ? 1440 : 500} 300V900" fill="none" stroke="${soft}" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M0 ${r1(660 + rnd() * 50)}C300 580 520 780 820 710S1300 580 1600 660V900H0Z" fill="url(#${p}f)" opacity=".9"/>` +
    `<path d="M0 780C340 710 560 880 860 810S1320 720 1600 790V900H0Z" fill="${mix(color, CREAM, 0.35)}" opacity=".85"/>` +
    `<g filter="url(#${p}u)" fill="none" stroke="#fff" stroke-linecap="round" opacity=".45"><path d="M40 700C300 640 520 810 820 740" stroke-width="14"/><path d="M900 710C1200 640 1400 640 1580 700" stroke-width="10"/></g>` +
    `<g fill="url(#${p}p)" stroke="#c9b8ae" stroke-width=".8">${pearls}</g>` +
    g.body +
    flowers;
  return svgDoc(1600, 900, String(o.title ?? ''), body);
}

export function bannerSvg(o: { title: string; tagline: string; color: string }): string {
  const color = normHex(o.color);
  const p = 'h' + hash(`${o.title}|${o.tagline}|${color}`);
  const tint = mix(color, CREAM, 0.84);
  const mid = mix(color, BLUSH, 0.6);
  const slipC = color;
  const braC = mix(color, '#efb8c0', 0.55);
  const a = placedGarment(`${p}a`, 'slip', slipC, true, 'translate(1150 40) scale(.66)');
  const b = placedGarment(`${p}b`, 'bra', braC, true, 'translate(1470 -10) scale(.5) rotate(-8 400 500)');
  const cc = placedGarment(`${p}c`, 'panty', braC, true, 'translate(1530 250) scale(.5) rotate(6 400 500)');
  const body =
    `<defs><linearGradient id="${p}g" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${CREAM}"/><stop offset=".45" stop-color="${CREAM}"/><stop offset="1" stop-color="${BLUSH}"/></linearGradient>` +
    `<linearGradient id="${p}f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    a.defs +
    b.defs +
    cc.defs +
    `</defs><rect width="1920" height="720" fill="url(#${p}g)"/>` +
    `<circle cx="1780" cy="120" r="260" fill="${tint}" opacity=".8"/>` +
    `<path d="M1140 720V300A220 220 0 0 1 1580 300V720Z" fill="url(#${p}f)"/>` +
    `<path d="M1120 720V296A240 240 0 0 1 1600 296V720" fill="none" stroke="${color}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M880 720C1040 640 1200 700 1400 660S1760 600 1920 640V720Z" fill="${mix(color, CREAM, 0.7)}" opacity=".8"/>` +
    a.body +
    b.body +
    cc.body +
    rose(1120, 640, 46, mix('#efb8c0', color, 0.2), 20) +
    rose(1190, 676, 34, mix(color, BLUSH, 0.5), 120) +
    leaf(1060, 650, 1, 200, '#9aae94') +
    leaf(1230, 640, 0.9, -30, '#9aae94');
  return svgDoc(1920, 720, o.tagline ? `${o.title}: ${o.tagline}` : o.title, body);
}

export function storeLogoSvg(name: string): string {
  const n = String(name ?? '').trim() || 'Boutique';
  const fs = Math.min(38, 300 / (n.length * 0.56));
  const body =
    `<text x="180" y="${r1(40 + fs * 0.32)}" text-anchor="middle" font-family="${escapeXml(SERIF)}" font-size="${r1(fs)}" letter-spacing="${r1(fs * 0.04)}" fill="${PLUM}">${escapeXml(n)}</text>` +
    `<path d="M70 70H168M192 70H290" stroke="${PLUM}" stroke-opacity=".5" stroke-width="1"/>` +
    `<path d="M180 64L186 70L180 76L174 70Z" fill="${PLUM}"/>`;
  return svgDoc(360, 80, n, body);
}
