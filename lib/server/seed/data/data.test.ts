import type { GarmentKind } from '../types';
import { BAND_CUP_SIZES, COLORS, SIZES, STYLES } from './attributes';
import { BLOG_POSTS } from './blog';
import { COLLECTIONS } from './collections';
import { PRODUCTS } from './products';

const HEX = /^#[0-9a-f]{6}$/i;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const count = (predicate: (p: (typeof PRODUCTS)[number]) => boolean) => PRODUCTS.filter(predicate).length;
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
const wordsOf = (html: string) => html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;

/** The styles that make sense for each kind of garment. */
const STYLES_BY_KIND: Record<GarmentKind, readonly string[]> = {
  bra: ['Push-up', 'T-shirt', 'Balconette', 'Plunge', 'Non-wired'],
  bralette: ['Bralette', 'Non-wired'],
  panty: ['Brief', 'Hipster', 'High-waist'],
  thong: ['Thong'],
  bodysuit: ['Bodysuit', 'Plunge', 'Shapewear'],
  babydoll: ['Sleepwear'],
  slip: ['Sleepwear'],
  robe: ['Sleepwear'],
  pajama: ['Sleepwear'],
  camisole: ['Sleepwear', 'Shapewear'],
  shapewear: ['Shapewear', 'High-waist', 'Thong'],
};

describe('seed collections', () => {
  it('has 8 to 10 collections with unique kebab-case slugs', () => {
    expect(COLLECTIONS.length).toBeGreaterThanOrEqual(8);
    expect(COLLECTIONS.length).toBeLessThanOrEqual(10);
    expect(duplicates(COLLECTIONS.map((c) => c.slug))).toEqual([]);
    expect(duplicates(COLLECTIONS.map((c) => c.title_en))).toEqual([]);
    for (const c of COLLECTIONS) expect(c.slug).toMatch(KEBAB);
  });

  it('starts with the three collections the storefront links to', () => {
    expect(COLLECTIONS.slice(0, 3).map((c) => [c.slug, c.title_en])).toEqual([
      ['cherie', 'Cherie'],
      ['cupid-s-choice', "Cupid's Choice"],
      ['all-about-lace', 'All About Lace'],
    ]);
  });

  it('gives each collection a hex colour and a motif from 0 to 5', () => {
    for (const c of COLLECTIONS) {
      expect(c.color).toMatch(HEX);
      expect(Number.isInteger(c.motif)).toBe(true);
      expect(c.motif).toBeGreaterThanOrEqual(0);
      expect(c.motif).toBeLessThanOrEqual(5);
    }
  });

  it('describes each collection in one sentence its page can show (at most 300 characters, as the form allows)', () => {
    for (const c of COLLECTIONS) {
      expect([c.slug, c.description]).toEqual([c.slug, expect.stringMatching(/^[A-Z][^.]{30,}\.$/)]);
      expect(c.description.length).toBeLessThanOrEqual(300);
    }
  });

  it('fills every collection with at least 3 products', () => {
    for (const c of COLLECTIONS) {
      expect([c.slug, count((p) => p.collections.includes(c.slug)) >= 3]).toEqual([c.slug, true]);
    }
  });
});

describe('seed products', () => {
  const colorTitles = new Set(COLORS.map((c) => c.title));
  const sizeTitles: readonly string[] = [...SIZES, ...BAND_CUP_SIZES];
  const styleTitles: readonly string[] = STYLES;
  const collectionSlugs = new Set(COLLECTIONS.map((c) => c.slug));

  it('has 64 to 72 products with unique slugs and titles', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(64);
    expect(PRODUCTS.length).toBeLessThanOrEqual(72);
    expect(duplicates(PRODUCTS.map((p) => p.slug))).toEqual([]);
    expect(duplicates(PRODUCTS.map((p) => p.title_en))).toEqual([]);
    for (const p of PRODUCTS) expect(p.slug).toMatch(KEBAB);
  });

  it('names only existing collections, colours, sizes and styles', () => {
    for (const p of PRODUCTS) {
      expect(p.collections.length).toBeGreaterThanOrEqual(1);
      expect(p.collections.length).toBeLessThanOrEqual(2);
      expect(p.collections.filter((slug) => !collectionSlugs.has(slug))).toEqual([]);
      expect(p.colors.filter((title) => !colorTitles.has(title))).toEqual([]);
      expect(p.sizes.filter((title) => !sizeTitles.includes(title))).toEqual([]);
      expect(p.styles.filter((title) => !styleTitles.includes(title))).toEqual([]);
      for (const list of [p.collections, p.colors, p.sizes, p.styles]) expect(duplicates(list)).toEqual([]);
    }
  });

  it('offers 0 to 4 colours, sizes in catalogue order and styles that fit the garment', () => {
    for (const p of PRODUCTS) {
      expect(p.colors.length).toBeLessThanOrEqual(4);
      const order = p.sizes.map((s) => sizeTitles.indexOf(s));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(p.styles.length).toBeGreaterThanOrEqual(1);
      expect([p.slug, p.styles.filter((s) => !STYLES_BY_KIND[p.kind].includes(s))]).toEqual([p.slug, []]);
    }
  });

  it('sells the bras by band and cup, 32A to 38D, and the other pieces in letter sizes or one size', () => {
    for (const p of PRODUCTS) {
      if (p.kind === 'bra') expect([p.slug, p.size_group, p.sizes]).toEqual([p.slug, 'band_cup', BAND_CUP_SIZES]);
      else expect([p.slug, p.size_group, p.sizes.every((s) => SIZES.includes(s as (typeof SIZES)[number]))]).toEqual([p.slug, p.sizes.length ? 'letter' : 'one_size', true]);
    }
  });

  it('has a few one-size pieces and 2 or 3 without any choice', () => {
    const oneSize = count((p) => p.sizes.length === 0 && p.colors.length > 0);
    const noChoice = count((p) => p.sizes.length === 0 && p.colors.length === 0);
    expect(oneSize).toBeGreaterThanOrEqual(1);
    expect(oneSize).toBeLessThanOrEqual(4);
    expect(noChoice).toBeGreaterThanOrEqual(2);
    expect(noChoice).toBeLessThanOrEqual(3);
    expect(count((p) => p.colors.length === 0 && p.sizes.length > 0)).toBe(0);
  });

  it('prices in whole BDT from 450 to 4,500, with list prices above them', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(450);
      expect(p.price).toBeLessThanOrEqual(4500);
      if (p.mrp !== null) {
        expect(Number.isInteger(p.mrp)).toBe(true);
        expect(p.mrp).toBeGreaterThan(p.price);
      }
    }
    const marked = count((p) => p.mrp !== null);
    expect(marked).toBeGreaterThanOrEqual(Math.floor(PRODUCTS.length * 0.4));
    expect(marked).toBeLessThanOrEqual(Math.ceil(PRODUCTS.length * 0.6));
  });

  it('prices panties below bras and bras from 1,200 to 2,800 (sets aside)', () => {
    for (const p of PRODUCTS) {
      if (p.kind === 'panty' || p.kind === 'thong') expect(p.price).toBeLessThan(1200);
      if (p.kind === 'bra' && !/\bset\b/i.test(p.title_en)) {
        expect(p.price).toBeGreaterThanOrEqual(1200);
        expect(p.price).toBeLessThanOrEqual(2800);
      }
    }
  });

  it('has about 12 live offers, each below the price and running 0 to 20 days', () => {
    const offers = PRODUCTS.flatMap((p) => (p.offer ? [{ price: p.price, offer: p.offer }] : []));
    expect(offers.length).toBeGreaterThanOrEqual(10);
    expect(offers.length).toBeLessThanOrEqual(14);
    for (const { price, offer } of offers) {
      expect(Number.isInteger(offer.price)).toBe(true);
      expect(offer.price).toBeGreaterThan(0);
      expect(offer.price).toBeLessThan(price);
      expect(Number.isInteger(offer.days)).toBe(true);
      expect(offer.days).toBeGreaterThanOrEqual(0);
      expect(offer.days).toBeLessThanOrEqual(20);
    }
  });

  it('has about 6 purchase limits, with min <= max', () => {
    const limited = PRODUCTS.filter((p) => p.min !== null || p.max !== null);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited.length).toBeLessThanOrEqual(8);
    for (const p of limited) {
      if (p.min !== null) expect(p.min).toBeGreaterThanOrEqual(1);
      if (p.max !== null) expect(p.max).toBeGreaterThanOrEqual(1);
      if (p.min !== null && p.max !== null) expect(p.min).toBeLessThanOrEqual(p.max);
      for (const n of [p.min, p.max]) if (n !== null) expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('has about 12 clearance items, listed after the newer pieces', () => {
    expect(count((p) => p.clearance)).toBeGreaterThanOrEqual(10);
    expect(count((p) => p.clearance)).toBeLessThanOrEqual(14);
    const firstClearance = PRODUCTS.findIndex((p) => p.clearance);
    expect(firstClearance).toBeGreaterThan(PRODUCTS.length / 2);
  });

  it('has size-guide videos on about 10 bras', () => {
    const withVideo = PRODUCTS.filter((p) => p.video !== null);
    expect(withVideo.length).toBeGreaterThanOrEqual(8);
    expect(withVideo.length).toBeLessThanOrEqual(12);
    for (const p of withVideo) {
      expect(p.video).toMatch(YOUTUBE_EMBED);
      expect(p.kind).toBe('bra');
    }
    expect(duplicates(withVideo.map((p) => p.video ?? ''))).toEqual([]);
  });

  it('marks lace pieces as lace', () => {
    for (const p of PRODUCTS) {
      if (/\blace\b/i.test(p.title_en) || p.collections.includes('all-about-lace')) expect([p.slug, p.lace]).toEqual([p.slug, true]);
    }
    expect(count((p) => p.lace)).toBeGreaterThanOrEqual(10);
  });

  it('has sold counts from 0 to 900, varied', () => {
    for (const p of PRODUCTS) {
      expect(Number.isInteger(p.sold)).toBe(true);
      expect(p.sold).toBeGreaterThanOrEqual(0);
      expect(p.sold).toBeLessThanOrEqual(900);
    }
    expect(new Set(PRODUCTS.map((p) => p.sold)).size).toBeGreaterThan(PRODUCTS.length / 2);
  });

  it('spreads products over every kind', () => {
    const kinds = new Set(PRODUCTS.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(Object.keys(STYLES_BY_KIND).sort());
  });

  it('writes a distinct materials description for each product, with the house composition', () => {
    expect(duplicates(PRODUCTS.map((p) => p.des_en))).toEqual([]);
    for (const p of PRODUCTS) {
      expect(p.des_en).toMatch(/^<p>/);
      expect(p.des_en).toContain('<ul>');
      expect(p.des_en).toMatch(/%/);
      expect(tagsOf(p.des_en).filter((t) => !['p', 'ul', 'li', 'strong', 'em'].includes(t))).toEqual([]);
      if (p.kind === 'panty' || p.kind === 'thong') expect(p.des_en).toMatch(/cotton gusset|Gusset:<\/strong> 100% cotton/);
    }
    expect(count((p) => p.des_en.includes('76% nylon, 24% spandex'))).toBeGreaterThan(PRODUCTS.length / 2);
  });

  it('gives each product a measurement table with one row per size offered', () => {
    for (const p of PRODUCTS) {
      expect(p.feature_en).toMatch(/^<table><thead>/);
      const bodyRows = (p.feature_en.match(/<tr>/g) ?? []).length - 1;
      expect([p.slug, bodyRows]).toEqual([p.slug, Math.max(p.sizes.length, 1)]);
      for (const size of p.sizes) expect(p.feature_en).toContain(`<td>${size}</td>`);
      const allowed = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'p', 'strong', 'em'];
      expect(tagsOf(p.feature_en).filter((t) => !allowed.includes(t))).toEqual([]);
      if (p.kind === 'bra') expect(p.feature_en).toContain('Underbust');
      if (p.kind === 'panty' || p.kind === 'thong') expect(p.feature_en).toMatch(/Waist[\s\S]*Hip/);
    }
  });
});

describe('seed blog posts', () => {
  const allowed = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote'];

  it('has 8 to 10 posts with unique slugs and titles', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(BLOG_POSTS.length).toBeLessThanOrEqual(10);
    expect(duplicates(BLOG_POSTS.map((p) => p.slug))).toEqual([]);
    expect(duplicates(BLOG_POSTS.map((p) => p.title_en))).toEqual([]);
    for (const post of BLOG_POSTS) expect(post.slug).toMatch(KEBAB);
  });

  it('writes 350 to 700 words of rich text per post', () => {
    for (const post of BLOG_POSTS) {
      const words = wordsOf(post.des_en);
      expect([post.slug, words >= 350 && words <= 700]).toEqual([post.slug, true]);
      expect(tagsOf(post.des_en).filter((t) => !allowed.includes(t))).toEqual([]);
      expect(post.des_en).toContain('<h2>');
    }
  });

  it('dates posts across 2026 and colours them', () => {
    for (const post of BLOG_POSTS) {
      const date = new Date(post.published_at);
      expect(Number.isNaN(date.getTime())).toBe(false);
      expect(date.getUTCFullYear()).toBe(2026);
      expect(post.color).toMatch(HEX);
    }
    expect(new Set(BLOG_POSTS.map((p) => p.published_at.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
  });
});

describe('seed HTML', () => {
  it('never contains a script, an inline handler or a javascript: link', () => {
    const html = [
      ...PRODUCTS.flatMap((p) => [p.des_en, p.feature_en]),
      ...BLOG_POSTS.map((p) => p.des_en),
    ];
    for (const fragment of html) {
      expect(fragment).not.toMatch(/<script/i);
      expect(fragment).not.toMatch(/\son[a-z]+\s*=/i);
      expect(fragment).not.toMatch(/javascript:/i);
    }
  });
});
