import { railStart } from './thumb-rail';

describe('railStart', () => {
  it.each([
    // selected, start, perView → start
    [0, 0, 2, 0],
    [1, 0, 2, 0],
    [2, 0, 2, 1],
    [4, 0, 2, 3],
    [0, 2, 2, 0],
    [2, 2, 2, 2],
    [3, 2, 2, 2],
    [5, 0, 4, 2],
    [1, 3, 4, 1],
  ])('thumbnail %i with the rail at %i showing %i → %i', (selected, start, perView, expected) => {
    expect(railStart(selected, start, perView)).toBe(expected);
  });
});
