/** Editorial pictures: blog images and page banners, garments styled with flowers. */
import { brandTokens } from '../../messages/brand-tokens';
import type { GarmentKind } from '../types';
import { mix, normHex, palette } from './color';
import { leaf, rose } from './flowers';
import { DRAW } from './garments';
import { garmentDefs, type Ctx } from './garments/parts';
import { fit } from './product';
import { hash, r1, rng, svgDoc } from './svg';

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

/** A blog post's 1600 x 900 picture: a garment in its colour on draped fabric, with roses and pearls. */
export function blogImageSvg(o: { title: string; color: string; seed: number }): string {
  const { ink, blush, cream } = brandTokens();
  const color = normHex(o.color);
  const seed = Number.isFinite(o.seed) ? Math.abs(Math.floor(o.seed)) : 0;
  const rnd = rng(seed + 11);
  const p = 'b' + hash(`${o.title}|${color}|${seed}`);
  const tint = mix(color, cream, 0.84);
  const soft = mix(color, cream, 0.6);
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
    [fx - 84, fy + 44, 46, mix(cream, color, 0.15)],
    [fx + 92, fy + 34, 54, mix(color, blush, 0.55)],
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
    `<defs><linearGradient id="${p}a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cream}"/><stop offset="1" stop-color="${tint}"/></linearGradient>` +
    `<linearGradient id="${p}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.45)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${mix(color, ink, 0.3)}"/></linearGradient>` +
    `<radialGradient id="${p}p" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e3d6cf"/></radialGradient>` +
    `<filter id="${p}u" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>${g.defs}</defs>` +
    `<rect width="1600" height="900" fill="url(#${p}a)"/>` +
    `<circle cx="${gx}" cy="400" r="310" fill="${tint}"/><circle cx="${gx}" cy="400" r="334" fill="none" stroke="${soft}" stroke-width="1.5"/>` +
    `<path d="M${flip ? 1080 : 140} 900V300A180 180 0 0 1 ${flip ? 1440 : 500} 300V900" fill="none" stroke="${soft}" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M0 ${r1(660 + rnd() * 50)}C300 580 520 780 820 710S1300 580 1600 660V900H0Z" fill="url(#${p}f)" opacity=".9"/>` +
    `<path d="M0 780C340 710 560 880 860 810S1320 720 1600 790V900H0Z" fill="${mix(color, cream, 0.35)}" opacity=".85"/>` +
    `<g filter="url(#${p}u)" fill="none" stroke="#fff" stroke-linecap="round" opacity=".45"><path d="M40 700C300 640 520 810 820 740" stroke-width="14"/><path d="M900 710C1200 640 1400 640 1580 700" stroke-width="10"/></g>` +
    `<g fill="url(#${p}p)" stroke="#c9b8ae" stroke-width=".8">${pearls}</g>` +
    g.body +
    flowers;
  return svgDoc(1600, 900, String(o.title ?? ''), body);
}

/** A 1920 x 720 page banner: a slip, bra and panty under an arch, with roses, in its colour. */
export function bannerSvg(o: { title: string; tagline: string; color: string }): string {
  const { blush, cream } = brandTokens();
  const color = normHex(o.color);
  const p = 'h' + hash(`${o.title}|${o.tagline}|${color}`);
  const tint = mix(color, cream, 0.84);
  const mid = mix(color, blush, 0.6);
  const slipC = color;
  const braC = mix(color, '#efb8c0', 0.55);
  const a = placedGarment(`${p}a`, 'slip', slipC, true, 'translate(1150 40) scale(.66)');
  const b = placedGarment(`${p}b`, 'bra', braC, true, 'translate(1470 -10) scale(.5) rotate(-8 400 500)');
  const cc = placedGarment(`${p}c`, 'panty', braC, true, 'translate(1530 250) scale(.5) rotate(6 400 500)');
  const body =
    `<defs><linearGradient id="${p}g" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${cream}"/><stop offset=".45" stop-color="${cream}"/><stop offset="1" stop-color="${blush}"/></linearGradient>` +
    `<linearGradient id="${p}f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    a.defs +
    b.defs +
    cc.defs +
    `</defs><rect width="1920" height="720" fill="url(#${p}g)"/>` +
    `<circle cx="1780" cy="120" r="260" fill="${tint}" opacity=".8"/>` +
    `<path d="M1140 720V300A220 220 0 0 1 1580 300V720Z" fill="url(#${p}f)"/>` +
    `<path d="M1120 720V296A240 240 0 0 1 1600 296V720" fill="none" stroke="${color}" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M880 720C1040 640 1200 700 1400 660S1760 600 1920 640V720Z" fill="${mix(color, cream, 0.7)}" opacity=".8"/>` +
    a.body +
    b.body +
    cc.body +
    rose(1120, 640, 46, mix('#efb8c0', color, 0.2), 20) +
    rose(1190, 676, 34, mix(color, blush, 0.5), 120) +
    leaf(1060, 650, 1, 200, '#9aae94') +
    leaf(1230, 640, 0.9, -30, '#9aae94');
  return svgDoc(1920, 720, o.tagline ? `${o.title}: ${o.tagline}` : o.title, body);
}
