/** Points and cubic bezier curves: path data, mirroring about x = 400, sampling, offsets and edge patterns. */
import { r1 } from './svg';

/** A point (x, y). */
type Pt = [number, number];
/** One cubic segment: two control points and its end point. */
type Seg = [Pt, Pt, Pt];
/** A path of cubic segments from a start point. */
export interface Curve {
  s: Pt;
  c: Seg[];
}

/** A point as SVG path text. */
export const pt = (p: Pt): string => `${r1(p[0])} ${r1(p[1])}`;

/** A curve from its start point and segments. */
export const C = (s: Pt, ...c: Seg[]): Curve => ({ s, c });
/** A curve as open SVG path data. */
export const dOf = (cv: Curve): string => `M${pt(cv.s)}` + cv.c.map((g) => `C${pt(g[0])} ${pt(g[1])} ${pt(g[2])}`).join('');
/** A curve as closed SVG path data. */
export const closed = (cv: Curve): string => dOf(cv) + 'Z';
const mp = (p: Pt): Pt => [800 - p[0], p[1]];
const mirror = (cv: Curve): Curve => ({ s: mp(cv.s), c: cv.c.map((g) => [mp(g[0]), mp(g[1]), mp(g[2])] as Seg) });

function reverse(cv: Curve): Curve {
  const ends: Pt[] = [cv.s, ...cv.c.map((g) => g[2])];
  const c: Seg[] = [];
  for (let i = cv.c.length - 1; i >= 0; i--) c.push([cv.c[i][1], cv.c[i][0], ends[i]]);
  return { s: ends[ends.length - 1], c };
}

/** A closed shape symmetric about x = 400 from its left half (drawn from the centre line round to the centre line). */
export function sym(left: Curve): string {
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
export function sample(cv: Curve, step: number): Pt[] {
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
export function offset(pts: Pt[], off: number): Pt[] {
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
export function poly(pts: Pt[], cmd = 'M'): string {
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
export function scallops(pts: Pt[], side: number): string {
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

/** A zigzag polyline through the points, swinging `amp` to either side. */
export function zigzag(pts: Pt[], amp: number): string {
  const l = offset(pts, amp);
  const r = offset(pts, -amp);
  return poly(pts.map((_, i) => (i % 2 ? l[i] : r[i])));
}

/** The point at fraction `f` of the curve (by segment) and the curve's direction there, in degrees. */
export function at(cv: Curve, f: number): { p: Pt; a: number } {
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
