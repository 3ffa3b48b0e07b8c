import { alternativesOf, searchWords, singular } from './search-words';

describe('search words', () => {
  it.each([
    ['bras', 'bra'],
    ['panties', 'panty'],
    ['briefs', 'brief'],
    ['dresses', 'dress'],
    ['dress', 'dress'],
    ['bra', 'bra'],
  ])('the singular of %s is %s', (word, one) => expect(singular(word)).toBe(one));

  it('splits a text into lower-case words, each once, hyphens and apostrophes kept inside', () => {
    expect(searchWords('  Black LACE, push-up bra!! bra  Cupid’s ')).toEqual(['black', 'lace', 'push-up', 'bra', 'cupid’s']);
    expect(searchWords('%_ !!')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('reads "night dress" as one word of its group', () => {
    expect(searchWords('red Night  Dresses')).toEqual(['red', 'nightdresses']);
    expect(alternativesOf('nightdresses')).toEqual(expect.arrayContaining(['nightie', 'night dress', 'sleepwear']));
  });

  it('gives each word its singular and synonyms, and a broad word the kinds it covers', () => {
    expect(alternativesOf('bras')).toEqual(['bras', 'bra', 'brassiere']);
    expect(alternativesOf('panties')).toEqual(expect.arrayContaining(['panty', 'brief', 'thong']));
    expect(alternativesOf('thong')).toEqual(['thong']);
    expect(alternativesOf('brief')).toEqual(['brief']);
  });
});
