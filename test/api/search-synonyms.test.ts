import { GET as shop } from '@/app/api/shop/route';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { ListingPage } from '@/lib/types/catalog';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

/** The slugs a search finds, every page of it. */
async function found(search: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const res = await call(shop, `/api/shop?${new URLSearchParams({ search, page: String(page) })}`);
    expect(res.status).toBe(200);
    const body = res.body as ListingPage;
    last = body.last_page;
    slugs.push(...body.data.map((p) => p.slug));
  }
  return slugs.sort();
}

type Seeded = (typeof PRODUCTS)[number];
const seeded = (keep: (p: Seeded) => boolean) =>
  PRODUCTS.filter(keep)
    .map((p) => p.slug)
    .sort();
const titled = (word: string) => (p: Seeded) =>
  p.title_en
    .toLowerCase()
    .split(/[\s-]+/)
    .includes(word);

describe('search synonyms', () => {
  it('"wireless" finds the non-wired pieces, and "wireless bra" the non-wired bras', async () => {
    const nonWired = seeded((p) => p.styles.includes('Non-wired'));
    expect(nonWired.length).toBeGreaterThan(3);
    expect(await found('wireless')).toEqual(nonWired);
    const bras = await found('wireless bra');
    expect(bras).toContain('everyday-soft-non-wired-bra');
    expect(bras).toEqual(await found('non-wired bra'));
  });

  it('"pushup" finds the push-up bras', async () => {
    const pushUp = seeded((p) => p.styles.includes('Push-up') || p.title_en.includes('Push-up'));
    expect(pushUp.length).toBeGreaterThan(2);
    expect(await found('pushup')).toEqual(pushUp);
    expect(await found('pushup')).toEqual(await found('push-up'));
  });

  it('"lingerie" finds every bra, bralette, brief and set, and no robe', async () => {
    const lingerie = await found('lingerie');
    for (const word of ['bra', 'bralette', 'brief', 'set']) {
      expect(seeded(titled(word)).length).toBeGreaterThan(0);
      expect(lingerie).toEqual(expect.arrayContaining(seeded(titled(word))));
    }
    expect(lingerie).toEqual(expect.arrayContaining(seeded((p) => p.styles.includes('Brief'))));
    expect(lingerie).not.toEqual(expect.arrayContaining([PRODUCTS.find((p) => p.kind === 'robe')!.slug]));
  });

  it('"undies" finds the briefs', async () => {
    const briefs = await found('undies');
    expect(briefs).toEqual(await found('brief'));
    expect(briefs).toEqual(expect.arrayContaining(['everyday-cotton-brief', 'curve-cotton-comfort-brief']));
  });
});
