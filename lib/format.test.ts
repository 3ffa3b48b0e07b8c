import { formatDate, formatPrice, mediaUrl } from './format';

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

describe('formatDate', () => {
  it("shows the day in Bangladesh's time", () => {
    expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T19:30:00.000Z')).toBe('24 Nov 2026');
  });
});
