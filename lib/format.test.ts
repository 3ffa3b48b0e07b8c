import { formatDate, formatDateTime, formatPrice, formatTaka, formatWeight, mediaUrl } from './format';

describe('formatPrice', () => {
  it.each([
    [0, 'BDT 0'],
    [60, 'BDT 60'],
    [1250, 'BDT 1,250'],
    [125000, 'BDT 125,000'],
  ])('%i is shown as %s', (value, shown) => expect(formatPrice(value)).toBe(shown));

  it('writes every amount as Intl en-BD does, rounded to whole taka', () => {
    const intl = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 });
    for (const value of [1, 999, 1000, 9999.5, 12_345, 999_999, 1_234_567, 10_000_000, 0.5, 2.5, 1249.49, -60, -1250.5]) {
      expect(formatPrice(value)).toBe(`BDT ${intl.format(value)}`);
    }
  });
});

describe('formatTaka', () => {
  it('writes the taka sign before the same grouped amount', () => {
    expect([formatTaka(60), formatTaka(1250), formatTaka(125000)]).toEqual(['৳60', '৳1,250', '৳125,000']);
  });
});

describe('mediaUrl', () => {
  it('serves files under /media and escapes their names', () => {
    expect(mediaUrl('logo.svg')).toBe('/media/logo.svg');
    expect(mediaUrl('a b.svg')).toBe('/media/a%20b.svg');
  });
});

describe('formatDate and formatDateTime', () => {
  it("shows the day in Bangladesh's time", () => {
    expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T19:30:00.000Z')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T19:30:00.000Z')).toBe('24 Nov 2026, 01:30');
  });

  it('writes every moment as Intl en-GB does in Asia/Dhaka', () => {
    const zone = { timeZone: 'Asia/Dhaka' } as const;
    const day = new Intl.DateTimeFormat('en-GB', { ...zone, day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', {
      ...zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Every month of two years, at hours across the day (17:59 and 18:00 UTC straddle Dhaka's midnight).
    for (let month = 0; month < 24; month++) {
      for (const [hour, minute] of [
        [0, 0],
        [9, 7],
        [17, 59],
        [18, 0],
        [23, 59],
      ]) {
        const iso = new Date(Date.UTC(2026, month, 28 + (month % 4), hour, minute)).toISOString();
        expect(formatDate(iso)).toBe(day.format(new Date(iso)));
        expect(formatDateTime(iso)).toBe(time.format(new Date(iso)));
      }
    }
  });
});

describe('formatWeight', () => {
  it('says grams under a kilo and kilos above', () => {
    expect(formatWeight(0.49)).toBe('490 g');
    expect(formatWeight(1.25)).toBe('1.25 kg');
    expect(formatWeight(2)).toBe('2 kg');
  });
});
