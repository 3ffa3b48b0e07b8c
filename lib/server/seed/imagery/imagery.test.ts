import { bannerSvg, blogImageSvg, collectionLogoSvg, productImageSvg, storeLogoSvg } from '.';
import { GARMENT_KINDS } from '../types';

const VIEWS = [0, 1, 2, 3, 4];
const COLORS = ['#1d1a1c', '#f4ede1', '#efb8c0', '#7b1e3a', '#1f2a4d', '#1f6b52', '#fbfaf8'];
const NASTY = `Rosé <Lace> & "Silk" 'Edit'`;

/** Checks tags balance and that the document is one <svg> root; returns the opening tag. */
function expectWellFormed(svg: string): string {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg))) {
    // Text between tags must not contain raw markup characters.
    expect(svg.slice(last, m.index)).not.toMatch(/[<>]/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
    if (stack.length === 0) expect(tag.lastIndex).toBe(svg.length);
  }
  expect(last).toBe(svg.length);
  expect(stack).toEqual([]);
  return svg.slice(0, svg.indexOf('>') + 1);
}

/** Every id is declared once and every url(#id) / href="#id" points at a declared id. */
function expectConsistentIds(svg: string): string[] {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  for (const ref of refs) expect(ids).toContain(ref);
  return ids;
}

function expectSafe(svg: string) {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<foreignObject/i);
  expect(svg).not.toMatch(/\son[a-z]+=/i);
  expect(svg).not.toMatch(/(?:href|src)="(?!#)/);
  expect(svg).not.toMatch(/url\((?!#)/);
  expect(svg).not.toMatch(/javascript:/i);
}

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

describe('productImageSvg', () => {
  it.each(GARMENT_KINDS)('draws every view of a %s as a safe, small, well-formed 800x1000 SVG', (kind) => {
    for (const view of VIEWS) {
      for (const lace of [false, true]) {
        const svg = productImageSvg({ kind, color: '#7b1e3a', view, lace, seed: 3 });
        const open = expectWellFormed(svg);
        expect(open).toContain('viewBox="0 0 800 1000"');
        expect(open).toContain('width="800"');
        expect(open).toContain('height="1000"');
        expect(open).toContain('xmlns="http://www.w3.org/2000/svg"');
        expectConsistentIds(svg);
        expectSafe(svg);
        expect(byteLength(svg)).toBeLessThan(12 * 1024);
      }
    }
  });

  it('is deterministic', () => {
    for (const kind of GARMENT_KINDS) {
      for (const view of VIEWS) {
        const o = { kind, color: '#c45c7f', view, lace: view % 2 === 0, seed: 17 };
        expect(productImageSvg(o)).toBe(productImageSvg({ ...o }));
      }
    }
  });

  it('contains the given colour, in any palette colour', () => {
    for (const color of COLORS) {
      for (const kind of GARMENT_KINDS) {
        for (const view of VIEWS) {
          expect(productImageSvg({ kind, color, view, lace: false, seed: 0 })).toContain(color);
        }
      }
    }
  });

  it('differs between kinds and between views', () => {
    for (const view of VIEWS) {
      const images = GARMENT_KINDS.map((kind) => productImageSvg({ kind, color: '#1f2a4d', view, lace: false, seed: 5 }));
      expect(new Set(images).size).toBe(GARMENT_KINDS.length);
    }
    for (const kind of GARMENT_KINDS) {
      const images = VIEWS.map((view) => productImageSvg({ kind, color: '#1f2a4d', view, lace: true, seed: 5 }));
      expect(new Set(images).size).toBe(VIEWS.length);
    }
  });

  it('draws a lace pattern only for lace products', () => {
    const lace = productImageSvg({ kind: 'bra', color: '#1d1a1c', view: 0, lace: true, seed: 1 });
    const plain = productImageSvg({ kind: 'bra', color: '#1d1a1c', view: 0, lace: false, seed: 1 });
    expect(lace).toContain('<pattern');
    expect(plain).not.toContain('<pattern');
  });

  it('gives different images distinct ids so they can be inlined on one page', () => {
    const a = expectConsistentIds(productImageSvg({ kind: 'slip', color: '#efb8c0', view: 0, lace: true, seed: 1 }));
    const b = expectConsistentIds(productImageSvg({ kind: 'slip', color: '#efb8c0', view: 1, lace: true, seed: 1 }));
    const c = expectConsistentIds(productImageSvg({ kind: 'slip', color: '#efb8c0', view: 0, lace: true, seed: 2 }));
    for (const id of a) {
      expect(b).not.toContain(id);
      expect(c).not.toContain(id);
    }
  });

  it('copes with odd input without breaking the markup', () => {
    for (const svg of [
      productImageSvg({ kind: 'bra', color: 'not-a-colour"><script>', view: 9, lace: true, seed: -4 }),
      productImageSvg({ kind: 'robe', color: '#ABC', view: Number.NaN, lace: false, seed: 1.5 }),
    ]) {
      expectWellFormed(svg);
      expectConsistentIds(svg);
      expectSafe(svg);
    }
  });
});

describe('collectionLogoSvg', () => {
  it('draws a 600x600 logo for every motif, in the colour', () => {
    for (let motif = 0; motif < 6; motif++) {
      const svg = collectionLogoSvg({ title: 'Bridal Bliss', color: '#c45c7f', motif });
      expect(expectWellFormed(svg)).toContain('viewBox="0 0 600 600"');
      expect(svg).toContain('#c45c7f');
      expect(svg).toContain('BRIDAL BLISS');
      expectConsistentIds(svg);
      expectSafe(svg);
    }
    const motifs = [0, 1, 2, 3, 4, 5].map((motif) => collectionLogoSvg({ title: 'Bridal Bliss', color: '#c45c7f', motif }));
    expect(new Set(motifs).size).toBe(6);
    expect(collectionLogoSvg({ title: 'A', color: '#1d1a1c', motif: 2 })).toBe(
      collectionLogoSvg({ title: 'A', color: '#1d1a1c', motif: 2 }),
    );
  });

  it('escapes the title', () => {
    const svg = collectionLogoSvg({ title: NASTY, color: '#f4ede1', motif: 1 });
    expectWellFormed(svg);
    expectSafe(svg);
    expect(svg).not.toContain('<Lace>');
    // the wordmark (upper case, possibly on two lines) and the accessible title
    expect(svg).toContain('&lt;LACE&gt; &amp;');
    expect(svg).toContain('&quot;SILK&quot;');
    expect(svg).toContain('&lt;Lace&gt; &amp; &quot;Silk&quot;');
  });
});

describe('blogImageSvg', () => {
  it('draws a deterministic 1600x900 image in the colour', () => {
    for (let seed = 0; seed < 8; seed++) {
      const svg = blogImageSvg({ title: 'How to find your size', color: '#1f6b52', seed });
      expect(expectWellFormed(svg)).toContain('viewBox="0 0 1600 900"');
      expect(svg).toContain('#1f6b52');
      expectConsistentIds(svg);
      expectSafe(svg);
      expect(svg).toBe(blogImageSvg({ title: 'How to find your size', color: '#1f6b52', seed }));
    }
    expect(blogImageSvg({ title: 'x', color: '#1f6b52', seed: 0 })).not.toBe(
      blogImageSvg({ title: 'x', color: '#1f6b52', seed: 1 }),
    );
  });

  it('escapes the title', () => {
    const svg = blogImageSvg({ title: NASTY, color: '#7b1e3a', seed: 2 });
    expectWellFormed(svg);
    expectSafe(svg);
    expect(svg).not.toContain('<Lace>');
    expect(svg).toContain('&lt;Lace&gt; &amp; &quot;Silk&quot;');
  });
});

describe('bannerSvg', () => {
  it('draws a 1920x720 hero in the colour and escapes its text', () => {
    const svg = bannerSvg({ title: NASTY, tagline: 'Soft <b>things</b> & more', color: '#5b2245' });
    expect(expectWellFormed(svg)).toContain('viewBox="0 0 1920 720"');
    expect(svg).toContain('#5b2245');
    expect(svg).not.toContain('<Lace>');
    expect(svg).not.toContain('<b>');
    expectConsistentIds(svg);
    expectSafe(svg);
    expect(svg).toBe(bannerSvg({ title: NASTY, tagline: 'Soft <b>things</b> & more', color: '#5b2245' }));
    expect(bannerSvg({ title: 'Blog', tagline: '', color: '#9cc3e4' })).toContain('#9cc3e4');
  });
});

describe('storeLogoSvg', () => {
  it('draws a 360x80 plum wordmark with the name escaped', () => {
    const svg = storeLogoSvg('Lumière Intimates');
    expect(expectWellFormed(svg)).toContain('viewBox="0 0 360 80"');
    expect(svg).toContain('#5b2245');
    expect(svg).toContain('Lumière Intimates');
    // The name is drawn in the display face's outlines (a picture cannot load the page's fonts): no text to fall
    // back to the device's serif, one glyph outline per letter, within the 360 px width.
    expect(svg).not.toContain('<text');
    const outline = svg.match(/<path d="(M[^"]+)" fill="#5b2245"\/>/)![1];
    expect(outline.match(/M/g)!.length).toBeGreaterThanOrEqual('LumièreIntimates'.length);
    // Within the 360 px, also a name of wide letters, drawn smaller.
    for (const name of ['Lumière Intimates', 'MWMWMWMWMW']) {
      const path = storeLogoSvg(name).match(/<path d="(M[^"]+)" fill="#5b2245"\/>/)![1];
      const xs = [...path.matchAll(/[MLQC]\s?(-?[\d.]+)/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs)).toBeGreaterThan(10);
      expect(Math.max(...xs)).toBeLessThan(350);
    }
    // A name the face has no letters for (Bengali) is written as text in the brand's serif stack instead.
    const bengali = storeLogoSvg('লুমিয়ের');
    expectWellFormed(bengali);
    expect(bengali).toContain('>লুমিয়ের</text>');
    expect(bengali).toContain('Playfair Display');
    const nasty = storeLogoSvg(NASTY);
    expectWellFormed(nasty);
    expectSafe(nasty);
    expect(nasty).toContain('&lt;Lace&gt; &amp; &quot;Silk&quot; &#39;Edit&#39;');
  });
});
