import { formatPrice, mediaUrl } from './format';

describe('formatPrice', () => {
  it.each([
    [0, 'BDT 0'],
    [60, 'BDT 60'],
    [1250, 'BDT 1,250'],
    [125000, 'BDT 125,000'],
  ])('%i is shown as %s', (value, shown) => expect(formatPrice(value)).toBe(shown));
});

describe('mediaUrl', () => {
  it('serves files under /media and escapes their names', () => {
    expect(mediaUrl('logo.svg')).toBe('/media/logo.svg');
    expect(mediaUrl('a b.svg')).toBe('/media/a%20b.svg');
  });
});
