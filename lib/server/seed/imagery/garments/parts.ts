/** The drawing context of a garment and the parts garments are made of: pieces, straps, trims, bows, rings, sliders, hooks. */
import { brandTokens } from '../../../messages/brand-tokens';
import type { Pal } from '../color';
import { at, dOf, offset, poly, pt, sample, scallops, zigzag, type Curve } from '../geometry';
import { r1 } from '../svg';

/** What one garment is drawn with. */
export interface Ctx {
  /** prefix of every id in the garment's markup */
  p: string;
  pal: Pal;
  /** lace product: lace pieces and trims get the lace pattern */
  lace: boolean;
  /** drawn from the back */
  back: boolean;
  /** counter behind `uid` */
  n: { v: number };
}

/** A fresh id in the garment's markup. */
export const uid = (c: Ctx, k: string): string => `${c.p}${k}${c.n.v++}`;

/** Gradients, patterns and filters one garment context uses. */
export function garmentDefs(c: Ctx): string {
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
    `<feDropShadow dx="0" dy="10" stdDeviation="11" flood-color="${brandTokens().plum}" flood-opacity=".2"/></filter>` +
    // Each blur covers its folds and a margin, not the whole drawing: a third less work per picture, the same look.
    `<filter id="${p}b" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feGaussianBlur stdDeviation="6"/></filter>` +
    `<filter id="${p}d" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feGaussianBlur stdDeviation="24"/></filter>`;
  return s;
}

/** How a fabric piece is painted: fill, lace, folds, highlights (`fw` their width) and stitch lines. */
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
export function piece(c: Ctx, d: string, o: PieceOpts = {}): string {
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

/** Dashed stitch lines along the paths. */
export const stitches = (c: Ctx, ds: string[]): string =>
  `<path d="${ds.join('')}" fill="none" stroke="${c.pal.stitch}" stroke-width="1.3" stroke-dasharray="5 4" opacity=".85"/>`;

/** Draws `inner` (the left half) and its mirror image about x = 400. */
export function both(c: Ctx, inner: string): string {
  const id = uid(c, 'm');
  return `<g id="${id}">${inner}</g><use href="#${id}" transform="matrix(-1 0 0 1 800 0)"/>`;
}

/** A strap / string drawn as a stroked curve. */
export function strap(c: Ctx, cv: Curve, w: number): string {
  const id = uid(c, 'u');
  return (
    `<defs><path id="${id}" d="${dOf(cv)}" fill="none" stroke-linecap="round"/></defs>` +
    `<use href="#${id}" stroke="${c.pal.outline}" stroke-width="${w + 3}"/>` +
    `<use href="#${id}" stroke="${c.pal.base}" stroke-width="${w}"/>` +
    (w > 7 ? `<use href="#${id}" stroke="${c.pal.hi}" stroke-width="${r1(w / 4)}" opacity=".22"/>` : '')
  );
}

/** A trim along an edge: a scalloped lace band, or a fine picot edge with elastic zigzag when not lace. */
export function trim(c: Ctx, cv: Curve, w: number, side: number, forceLace = false): string {
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

/** A small ribbon bow at (x, y). */
export function bow(c: Ctx, x: number, y: number, s = 1): string {
  const { pal } = c;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})" fill="${pal.light}" stroke="${pal.outline}" stroke-width="1.2">` +
    `<path d="M0 0C-6-10-20-12-20-2-20 6-8 5 0 0ZM0 0C6-10 20-12 20-2 20 6 8 5 0 0Z"/>` +
    `<path d="M-2 2-8 16-3 14 0 4ZM2 2 8 16 3 14 0 4Z" fill="${pal.base}"/>` +
    `<circle r="3.6" fill="${pal.base}"/></g>`
  );
}

/** A metal strap ring at (x, y). */
export function ring(c: Ctx, x: number, y: number, r = 8): string {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="none" stroke="${c.pal.metal}" stroke-width="3.2"/>`;
}

/** A metal strap slider at fraction `f` along a strap of width `w`. */
export function slider(c: Ctx, cv: Curve, f: number, w: number): string {
  const { p, a } = at(cv, f);
  const h = w + 6;
  return `<g transform="translate(${pt(p)}) rotate(${r1(a)})" fill="none" stroke="${c.pal.metal}" stroke-width="2.6"><rect x="-9" y="${-h / 2}" width="18" height="${h}" rx="3"/><path d="M0 ${-h / 2}v${h}"/></g>`;
}

/** A hook-and-eye closure tab at (x, y), `h` high. */
export function hooks(c: Ctx, x: number, y: number, h: number): string {
  let d = '';
  for (let i = 1; i < 4; i++) d += `M${x + 6} ${r1(y + (h / 4) * i)}h10`;
  return `<rect x="${x}" y="${y}" width="22" height="${h}" rx="3" fill="${c.pal.lining}" stroke="${c.pal.outline}" stroke-width="1.2"/><path d="${d}" stroke="${c.pal.metal}" stroke-width="2.4" stroke-linecap="round"/>`;
}
