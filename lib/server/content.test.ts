import { excerptOf } from './content';

describe('excerptOf', () => {
  it('strips tags and entities and folds white space', () => {
    expect(excerptOf('<p>Soft &amp; <strong>light</strong></p>\n<ul><li>lace</li></ul>')).toBe('Soft & light lace');
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const text = `<p>${'word '.repeat(100)}</p>`;
    const short = excerptOf(text, 32);
    expect(short).toBe('word word word word word word…');
    expect(short.length).toBeLessThanOrEqual(33);
  });

  it('leaves short text whole', () => {
    expect(excerptOf('<p>Short.</p>')).toBe('Short.');
  });
});
