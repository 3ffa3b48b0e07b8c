import { dayLabel, daysOf, percentOf, periodDays } from './reports';

// 00:30 on 1 March 2025 in Dhaka is still 28 February in UTC.
const now = new Date('2025-02-28T18:30:00Z');

describe('a report’s period in Dhaka days', () => {
  it('ends the presets today in Dhaka, and counts today among their days', () => {
    expect(periodDays({ period: 'today' }, now)).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(periodDays({ period: '7d' }, now)).toEqual({ from: '2025-02-23', to: '2025-03-01' });
    expect(periodDays({ period: '30d' }, now)).toEqual({ from: '2025-01-31', to: '2025-03-01' });
    expect(periodDays({ period: 'month' }, now)).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(periodDays({ period: 'custom', from: '2024-02-28', to: '2024-03-01' }, now)).toEqual({
      from: '2024-02-28',
      to: '2024-03-01',
    });
  });

  it('lists every day of a period, a leap day included', () => {
    expect(daysOf('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOf(...(Object.values(periodDays({ period: '30d' }, now)) as [string, string]))).toHaveLength(30);
  });

  it('names a day under its bar, and a share in percent with one decimal', () => {
    expect(dayLabel('2025-12-07')).toBe('7 Dec');
    expect(percentOf(2, 7)).toBe(28.6);
    expect(percentOf(0, 0)).toBeNull();
  });
});
