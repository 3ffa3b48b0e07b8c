import type { Bundle } from '../types/bundle';
import type { ProductSummary } from '../types/catalog';
import { bundleLine, bundlePickProblem, lineShortage, pieceNames, stockPieces } from './bundle';
import { BLACK, product, RED, SIZE_M, SIZE_S } from './fixtures';
import { addBundleLine, lineKey } from './lines';
import { toCartItems } from './request';

const piece = (id: number, title: string) =>
  ({ ...product({ id, slug: `p${id}`, title_en: title, sizes: [SIZE_S, SIZE_M], colors: [RED, BLACK] }) }) as ProductSummary;
const SET: Bundle = {
  id: 7,
  slug: 'lace-set',
  title: 'Lace Set',
  description: '',
  price: 1500,
  value: 1800,
  image: 'set.svg',
  pieces: [piece(1, 'Lace Bra'), piece(2, 'Lace Brief')],
};
const picks = [
  { size: SIZE_S, color: RED },
  { size: SIZE_M, color: BLACK },
];

describe('a bundle in the cart', () => {
  it('names the first piece without its size or colour', () => {
    expect(bundlePickProblem(SET, [picks[0], { size: null, color: BLACK }])).toBe('Lace Brief: Select a size');
    expect(bundlePickProblem(SET, picks)).toBeNull();
  });

  it('is one line at the bundle’s price, its pieces’ value struck, each piece taken from stock per set', () => {
    const line = bundleLine(SET, picks, 2);
    expect(line).toMatchObject({ id: 7, title_en: 'Lace Set', price: 1500, mrp: 1800, count: 2 });
    expect(stockPieces(line).map((p) => [p.id, p.count, p.attribute_pick])).toEqual([
      [1, 2, picks[0]],
      [2, 2, picks[1]],
    ]);
    expect(pieceNames(line.bundle!.pieces)).toEqual(['Lace Bra (size S, Red)', 'Lace Brief (size M, Black)']);
    expect(lineShortage({ 1: { '1-11': 5 }, 2: { '2-12': 1 } }, line)).toBe('Only 1 left');
  });

  it('adds to a line of the same set and picks, and makes another line for other picks', () => {
    const one = bundleLine(SET, picks, 1);
    const again = addBundleLine(addBundleLine([], one), one);
    expect(again.map((l) => l.count)).toEqual([2]);
    const other = bundleLine(SET, [picks[1], picks[0]], 1);
    expect(lineKey(other)).not.toBe(lineKey(one));
    expect(addBundleLine(again, other)).toHaveLength(2);
  });

  it('goes to the server as its id, count and pieces, without prices', () => {
    expect(toCartItems([bundleLine(SET, picks, 1)])[0]).toEqual({
      id: 7,
      count: 1,
      attribute_pick: { size: null, color: null },
      bundle: {
        pieces: [
          { id: 1, attribute_pick: { size: { id: SIZE_S.id }, color: { id: RED.id } } },
          { id: 2, attribute_pick: { size: { id: SIZE_M.id }, color: { id: BLACK.id } } },
        ],
      },
    });
  });
});
