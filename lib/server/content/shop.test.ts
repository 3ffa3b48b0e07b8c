import { DESCRIPTION_PREVIEW_LENGTH, excerptOf } from './shop';

describe('excerptOf', () => {
  it('strips tags and entities and folds white space', () => {
    expect(excerptOf('<p>Soft &amp; <strong>light</strong></p>\n<ul><li>lace</li></ul>')).toBe('Soft & light lace');
  });

  it('cuts long text on a word boundary with an ellipsis', () => {
    const text = `<p>${'word '.repeat(100)}</p>`;
    const short = excerptOf(text, 32);
    expect(short).toBe('word word word word word word…');
    expect(short.length).toBeLessThanOrEqual(32);
  });

  it('keeps a product description preview within 150 characters, ellipsis included', () => {
    const text = `<p>Soft <em>stretch</em> lace &amp; ${'a cotton gusset, '.repeat(20)}</p>`;
    const preview = excerptOf(text, DESCRIPTION_PREVIEW_LENGTH);
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(150);
    expect(preview.length).toBeLessThanOrEqual(150);
    expect(preview.startsWith('Soft stretch lace & a cotton gusset,')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    expect(excerptOf(`<p>${'x'.repeat(150)}</p>`, DESCRIPTION_PREVIEW_LENGTH)).toBe('x'.repeat(150));
  });

  it('leaves short text whole', () => {
    expect(excerptOf('<p>Short.</p>')).toBe('Short.');
  });
});
