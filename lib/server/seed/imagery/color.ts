/** Hex colours: parsing, mixing, luminance, and the palette a garment is drawn with. */
import { brandTokens } from '../../messages/brand-tokens';

type RGB = [number, number, number];

/** A warm grey that shades pale fabrics and draws the lines on a swatch card (not a brand token). */
export const WARM_GREY = '#7a5a60';

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
export function normHex(hex: string, fallback = '#c45c7f'): string {
  const c = parseHex(hex);
  return c ? toHex(c) : fallback;
}

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance of a colour, 0 (black) to 1 (white). */
export function lum(hex: string): number {
  const c = parseHex(hex) ?? [0, 0, 0];
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
}

/** The colours a garment is drawn with, derived from its fabric colour. */
export interface Pal {
  /** the fabric colour */
  base: string;
  light: string;
  dark: string;
  outline: string;
  stitch: string;
  /** the lace pattern */
  ink: string;
  /** highlights */
  hi: string;
  /** inside of cups and backs of tags */
  lining: string;
  /** rings, sliders, hooks */
  metal: string;
  metalHi: string;
}

/** The palette of a garment in `color`: shades towards warm grey when pale, towards the brand ink otherwise. */
export function palette(color: string): Pal {
  const brand = brandTokens();
  const base = normHex(color);
  const L = lum(base);
  const pale = L > 0.6;
  const darkish = L < 0.06;
  return {
    base,
    light: mix(base, '#ffffff', darkish ? 0.2 : 0.32),
    dark: pale ? mix(base, WARM_GREY, 0.45) : mix(base, brand.ink, darkish ? 0.5 : 0.32),
    outline: pale ? mix(base, WARM_GREY, 0.62) : mix(base, brand.ink, darkish ? 0.6 : 0.45),
    stitch: pale ? mix(base, WARM_GREY, 0.5) : mix(base, '#ffffff', darkish ? 0.3 : 0.42),
    ink: pale ? mix(base, WARM_GREY, 0.55) : L < 0.03 ? mix(base, '#ffffff', 0.3) : mix(base, brand.ink, 0.4),
    hi: '#ffffff',
    lining: pale ? mix(base, brand.blush, 0.5) : mix(base, '#fff8f4', 0.55),
    metal: '#c8a56e',
    metalHi: '#f3e3c2',
  };
}
