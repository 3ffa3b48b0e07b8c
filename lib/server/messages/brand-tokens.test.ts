import { brandTokens, parseBrandTokens } from './brand-tokens';

describe('brandTokens', () => {
  it('reads the colours and serif font stack from styles/_tokens.scss', () => {
    expect(brandTokens()).toEqual({
      ink: '#231a20',
      plum: '#5b2245',
      blush: '#f7e9e6',
      cream: '#fcf8f6',
      fontSerif: `'Playfair Display', Georgia, 'Times New Roman', serif`,
    });
  });

  it('takes a value up to its semicolon and names a missing token', () => {
    const scss = '$ink: #111;\n$plum: #222; // note\n$blush:#333;\n$cream: #444;\n$font-serif: Georgia, serif;\n';
    expect(parseBrandTokens(scss)).toEqual({
      ink: '#111',
      plum: '#222',
      blush: '#333',
      cream: '#444',
      fontSerif: 'Georgia, serif',
    });
    expect(() => parseBrandTokens(scss.replace('$plum: #222;', ''))).toThrow(
      'Brand token $plum is missing from styles/_tokens.scss',
    );
    // $ink-dark is another token, not $ink
    expect(() => parseBrandTokens(scss.replace('$ink:', '$ink-dark:'))).toThrow('Brand token $ink is missing');
  });
});
