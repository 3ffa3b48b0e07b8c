import { parseViewed, viewedBesides, VIEWED_KEPT, VIEWED_SHOWN, withViewed, type ViewedProduct } from './recently-viewed';

const product = (n: number): ViewedProduct => ({ id: n, slug: `p-${n}`, title_en: `Product ${n}`, image: `p-${n}.webp` });

describe('Recently viewed', () => {
  it('puts the product just seen first, once, and keeps the newest few', () => {
    let list: ViewedProduct[] = [];
    for (let n = 1; n <= 20; n += 1) list = withViewed(list, product(n));
    expect(list.map((p) => p.id)).toEqual(Array.from({ length: VIEWED_KEPT }, (_, i) => 20 - i));
    list = withViewed(list, product(15));
    expect(list.map((p) => p.id).slice(0, 3)).toEqual([15, 20, 19]);
    expect(list.filter((p) => p.id === 15)).toHaveLength(1);
    // A product whose address changed since is one product still.
    expect(withViewed(list, { ...product(15), slug: 'renamed' }).filter((p) => p.id === 15)).toHaveLength(1);
  });

  it('keeps only what a link needs', () => {
    const full = { ...product(1), price: 990, des_en: '<p>long</p>' } as ViewedProduct;
    expect(withViewed([], full)).toEqual([product(1)]);
  });

  it('shows a product page the others, most recent first', () => {
    const list = [3, 2, 1, 4, 5, 6, 7, 8, 9, 10].map(product);
    expect(viewedBesides(list, 'p-3').map((p) => p.id)).toEqual([2, 1, 4, 5, 6, 7, 8, 9]);
    expect(viewedBesides(list, 'p-3')).toHaveLength(VIEWED_SHOWN);
    expect(viewedBesides([product(1)], 'p-1')).toEqual([]);
  });

  it('reads back only well-formed entries', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed({ id: 1 })).toEqual([]);
    expect(parseViewed([product(1), { id: 'x', slug: 'a', title_en: 'A', image: 'a.webp' }, { id: 2, slug: '' }, 7])).toEqual([
      product(1),
    ]);
  });
});
