import { SIZE_CHART } from '@/content/size-chart';
import { BLACK, RED, product } from './cart/fixtures';
import { findSize, offerOf, type Unit } from './size-finder';
import type { AttributeValue } from './types/catalog';

const size = (underbust: number, bust: number, unit: Unit = 'cm') => findSize(SIZE_CHART, underbust, bust, unit);
const title = (underbust: number, bust: number, unit: Unit = 'cm') => {
  const found = size(underbust, bust, unit);
  return found.found ? found.title : `${found.edge} ${found.past} ${found.limit}`;
};

describe('findSize: the band from the underbust', () => {
  it.each([
    [57.9, 'below band 28'],
    [58, '28AA'],
    [62.9, '28AA'],
    [63, '30AA'],
    [73, '34AA'],
    [77.9, '34AA'],
    [98, '44AA'],
    [102.9, '44AA'],
    [103, 'above band 44'],
    [140, 'above band 44'],
  ])('an underbust of %p cm (bust 10 cm more) gives %s', (underbust, found) => {
    expect(title(underbust, underbust + 10)).toBe(found);
  });
});

describe('findSize: the cup from the bust minus the underbust', () => {
  it.each([
    [75, 'below cup AA'],
    [84.9, 'below cup AA'],
    [85, '34AA'],
    [87, '34A'],
    [88.9, '34A'],
    [89, '34B'],
    [91, '34C'],
    [93, '34D'],
    [95, '34DD'],
    [103, '34H'],
    [104.9, '34H'],
    [105, 'above cup H'],
  ])('an underbust of 75 cm and a bust of %p cm give %s', (bust, found) => {
    expect(title(75, bust)).toBe(found);
  });

  it('says a bust smaller than the underbust is below the smallest cup', () => {
    expect(size(80, 70)).toEqual({ found: false, past: 'cup', edge: 'below', limit: 'AA' });
  });
});

describe('findSize in inches', () => {
  it.each([
    [29.5, 35.5, '34B'],
    [22.8, 27, 'below band 28'],
    [22.84, 27, '28AA'],
    [40.6, 46, 'above band 44'],
    [30, 33.9, 'below cup AA'],
    [30, 34, '34AA'],
  ])('an underbust of %p in and a bust of %p in give %s', (underbust, bust, found) => {
    expect(title(underbust, bust, 'in')).toBe(found);
  });
});

describe('offerOf', () => {
  const S34B: AttributeValue = { id: 5, title: '34B' };
  const S36C: AttributeValue = { id: 6, title: '36C' };
  const bra = (stock: Record<string, number>) => product({ sizes: [S34B, S36C], colors: [RED, BLACK], stock });

  it('chooses her size when the colour chosen has it', () => {
    expect(offerOf(bra({ '5-11': 2 }), RED, '34B')).toEqual({ kind: 'in-stock', size: S34B });
  });
  it('chooses her size in any colour when none is chosen', () => {
    expect(offerOf(bra({ '5-12': 1 }), null, '34B')).toEqual({ kind: 'in-stock', size: S34B });
  });
  it('names the colours that have it when the one chosen does not', () => {
    expect(offerOf(bra({ '5-11': 0, '5-12': 3 }), RED, '34B')).toEqual({ kind: 'other-colours', size: S34B, colors: [BLACK] });
  });
  it('says when every colour is sold out of it', () => {
    expect(offerOf(bra({ '5-11': 0, '6-11': 4 }), RED, '34B')).toEqual({ kind: 'sold-out', size: S34B });
  });
  it('says when the product does not come in it', () => {
    expect(offerOf(bra({ '5-11': 2 }), RED, '32A')).toEqual({ kind: 'not-made' });
  });
});
