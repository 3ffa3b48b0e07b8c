import { synonymsOf } from './search-synonyms';

describe('synonymsOf', () => {
  it.each([
    ['wireless', ['non-wired']],
    ['pushup', ['push-up']],
    ['lingerie', ['bra', 'bralette', 'brief', 'set']],
    ['undies', ['brief']],
    ['bra', []],
    ['constructor', []],
  ])('%s → %p', (word, words) => {
    expect(synonymsOf(word)).toEqual(words);
  });
});
