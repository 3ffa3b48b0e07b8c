import { sizesInSearch } from './size-search';

describe('sizesInSearch', () => {
  it('takes "34B", "34 B" and "34b" out of a search, as the shop writes them', () => {
    expect(sizesInSearch('34B')).toEqual({ sizes: ['34B'], rest: '' });
    expect(sizesInSearch('black 34 b bra')).toEqual({ sizes: ['34B'], rest: 'black bra' });
    expect(sizesInSearch('34b or 36DD')).toEqual({ sizes: ['34B', '36DD'], rest: 'or' });
  });

  it('leaves words that only look like one', () => {
    expect(sizesInSearch('pack of 34 bras')).toEqual({ sizes: [], rest: 'pack of 34 bras' });
    expect(sizesInSearch('B34 1234B')).toEqual({ sizes: [], rest: 'B34 1234B' });
  });
});
