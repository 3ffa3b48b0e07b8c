import { isBandAndCup } from './band-and-cup';
import { product } from './cart/fixtures';

describe('isBandAndCup', () => {
  const sized = (...titles: string[]) => product({ sizes: titles.map((t, i) => ({ id: i + 1, title: t })) });
  it.each([
    [['32A', '34B', '36DD', '38D'], true],
    [['34 B'], true],
    [['XS', 'S', 'M'], false],
    [['34B', 'M'], false],
    [[], false],
  ])('sizes %p: %p', (titles, bandAndCup) => {
    expect(isBandAndCup(sized(...titles))).toBe(bandAndCup);
  });
});
