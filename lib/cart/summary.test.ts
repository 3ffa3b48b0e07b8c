import { line } from './fixtures';
import { cartSummary, lineTotal } from './summary';

describe('lineTotal', () => {
  it.each([
    ['one unit', 1200, { price: 1200, count: 1 }],
    ['several units', 2970, { price: 990, count: 3 }],
    ['a free item', 0, { price: 0, count: 2 }],
  ])('%s: %i', (_, total, fields) => {
    expect(lineTotal(line(fields))).toBe(total);
  });
});

describe('cartSummary', () => {
  it.each([
    ['an empty cart', { count: 0, total: 0, save: 0, save_as_percentage: 0 }, []],
    ['no mrp', { count: 1, total: 2400, save: 0, save_as_percentage: 0 }, [line({ count: 2 })]],
    ['mrp equal to the price', { count: 1, total: 1200, save: 0, save_as_percentage: 0 }, [line({ mrp: 1200 })]],
    ['mrp below the price', { count: 1, total: 1200, save: 0, save_as_percentage: 0 }, [line({ mrp: 1000 })]],
    [
      'mrp above the price',
      { count: 1, total: 3000, save: 600, save_as_percentage: 17 },
      [line({ price: 1500, mrp: 1800, count: 2 })],
    ],
    [
      'a half percent rounds up (12.5)',
      { count: 1, total: 700, save: 100, save_as_percentage: 13 },
      [line({ price: 700, mrp: 800 })],
    ],
    ['rounds down (33.3)', { count: 1, total: 200, save: 100, save_as_percentage: 33 }, [line({ price: 200, mrp: 300 })]],
    ['a free item at its list price', { count: 1, total: 0, save: 500, save_as_percentage: 100 }, [line({ price: 0, mrp: 500 })]],
    [
      'lines with and without a saving (100 of 700 + 900 + 1200)',
      { count: 3, total: 2700, save: 100, save_as_percentage: 4 },
      [
        line({ slug: 'a', price: 600, mrp: 700 }),
        line({ slug: 'b', price: 900, mrp: 500 }),
        line({ slug: 'c', price: 1200, mrp: null }),
      ],
    ],
    [
      'counts weigh both saving and list value (200×2 + 100×3 of 1000×2 + 500×3)',
      { count: 2, total: 2800, save: 700, save_as_percentage: 20 },
      [line({ slug: 'a', price: 800, mrp: 1000, count: 2 }), line({ slug: 'b', price: 400, mrp: 500, count: 3 })],
    ],
  ])('%s', (_, summary, lines) => {
    expect(cartSummary(lines)).toEqual(summary);
  });
});
