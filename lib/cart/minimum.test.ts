import { offer, product } from './fixtures';
import { minimumNote } from './minimum';

describe('minimumNote', () => {
  it.each([
    ['no limits', null, null, null],
    ['min 1', 1, 5, null],
    ['only a max', null, 2, null],
    ['min 3 of up to 9 (a least count)', 3, 9, 'Minimum 3'],
    ['min 2 without a max', 2, null, 'Minimum 2'],
    ['min 3, max 3 (a pack)', 3, 3, 'Pack of 3 · BDT 3,600'],
  ])('%s: %p', (_, min, max, note) => {
    expect(minimumNote(product({ min, max }))).toBe(note);
  });

  it("prices a pack at a running offer's price", () => {
    expect(minimumNote(product({ min: 3, max: 3, price: 490, spacial_price: offer(2, 450) }))).toBe('Pack of 3 · BDT 1,350');
    expect(minimumNote(product({ min: 3, max: 3, price: 490, spacial_price: offer(-1, 450) }))).toBe('Pack of 3 · BDT 1,470');
  });
});
