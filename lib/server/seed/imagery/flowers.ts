/** Roses and leaves that dress product, blog and banner pictures. */
import { brandTokens } from '../../messages/brand-tokens';
import { mix } from './color';
import { r1 } from './svg';

/** A five-petal rose of radius `r` at (x, y), turned by `rot` degrees. */
export function rose(x: number, y: number, r: number, col: string, rot: number): string {
  const { ink } = brandTokens();
  const dk = mix(col, ink, 0.3);
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

/** A leaf at (x, y), scaled by `s` and turned by `rot` degrees. */
export function leaf(x: number, y: number, s: number, rot: number, col: string): string {
  return `<path transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${r1(s)})" d="M0 0C20 -16 50 -16 70 0C50 16 20 16 0 0ZM4 0H62" fill="${col}" stroke="${mix(col, brandTokens().ink, 0.25)}" stroke-width="1.2"/>`;
}
