/** Collection logo tiles (monogram, ornament and name) and the store's wordmark. */
import { brandTokens } from '../../messages/brand-tokens';
import { lum, mix, normHex } from './color';
import { displayTextPath } from './outline';
import { escapeXml, hash, r1, svgDoc } from './svg';

/** One of six small ornaments (heart, lace edge, bow, rose, moon, star) picked by `motif`. */
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

/** Words a monogram skips. */
const STOP_WORDS = new Set(['the', 'of', 'and', 'a', 'an', '&', 'by', 'for', 'in']);

/** The monogram of a title: the first letters of its first two main words. */
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

/** A collection's 600 x 600 logo tile: monogram in a medallion, ornament and name, in its colour. */
export function collectionLogoSvg(o: { title: string; color: string; motif: number }): string {
  const { plum, blush, cream, fontSerif } = brandTokens();
  const color = normHex(o.color);
  const title = String(o.title ?? '');
  const pale = lum(color) > 0.45;
  const ink = pale ? mix(color, plum, 0.55) : color;
  const line = pale ? mix(color, plum, 0.4) : color;
  const p = 'c' + hash(`${title}|${color}|${o.motif}`);
  const mono = initials(title);
  const lines = twoLines(title.toUpperCase(), 16);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fs = Math.min(38, 470 / (longest * 0.82));
  const font = `font-family="${escapeXml(fontSerif)}" text-anchor="middle"`;
  let text = '';
  lines.forEach((l, i) => {
    text += `<text x="300" y="${r1(462 + i * (fs + 10))}" ${font} font-size="${r1(fs)}" letter-spacing="${r1(fs * 0.14)}" fill="${ink}">${escapeXml(l)}</text>`;
  });
  const ry = r1(462 + (lines.length - 1) * (fs + 10) + 38);
  const body =
    `<defs><linearGradient id="${p}a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${blush}"/><stop offset="1" stop-color="${cream}"/></linearGradient>` +
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

/** The store's 360 x 80 wordmark in plum, its name drawn in the display face's outlines. */
export function storeLogoSvg(name: string): string {
  const { plum, fontSerif } = brandTokens();
  const n = String(name ?? '').trim() || 'Boutique';
  const fs = Math.min(38, 300 / (n.length * 0.56));
  const at = { x: 180, y: Number(r1(40 + fs * 0.32)), size: Number(r1(fs)), letterSpacing: Number(r1(fs * 0.04)) };
  const outline = displayTextPath(n, { ...at, width: 330 });
  const body =
    (outline
      ? `<path d="${outline}" fill="${plum}"/>`
      : `<text x="${at.x}" y="${at.y}" text-anchor="middle" font-family="${escapeXml(fontSerif)}" font-size="${at.size}" letter-spacing="${at.letterSpacing}" fill="${plum}">${escapeXml(n)}</text>`) +
    `<path d="M70 70H168M192 70H290" stroke="${plum}" stroke-opacity=".5" stroke-width="1"/>` +
    `<path d="M180 64L186 70L180 76L174 70Z" fill="${plum}"/>`;
  return svgDoc(360, 80, n, body);
}
