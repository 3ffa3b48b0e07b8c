/**
 * The reports' periods and figures: one list for the reports page, its CSV downloads and the dashboard's links.
 * Periods are Dhaka days (lib/dhaka-day.ts), both ends included.
 */
import { dhakaDate, dhakaDay } from './dhaka-day';

export const PERIODS = [
  { key: 'today', label: 'Today' },
  { key: '7d', label: '7 days' },
  { key: '30d', label: '30 days' },
  { key: 'month', label: 'This month' },
  { key: 'custom', label: 'Custom' },
] as const;

export type PeriodKey = (typeof PERIODS)[number]['key'];

export const PERIOD_KEYS = PERIODS.map((period) => period.key) as [PeriodKey, ...PeriodKey[]];

/** The longest custom period: a year and a day, so that a leap year fits. */
export const MAX_REPORT_DAYS = 366;

/** The figures of a report, each downloadable as CSV (`?figure=`). */
export const FIGURES = [
  { key: 'summary', label: 'Summary' },
  { key: 'days', label: 'By day' },
  { key: 'sources', label: 'Orders by source' },
  { key: 'products', label: 'Top products' },
  { key: 'sizes', label: 'Top sizes' },
  { key: 'colours', label: 'Top colours' },
  { key: 'reasons', label: 'Returns and cancellations' },
] as const;

export type FigureKey = (typeof FIGURES)[number]['key'];

export const FIGURE_KEYS = FIGURES.map((figure) => figure.key) as [FigureKey, ...FigureKey[]];

/** A period as the page and its downloads name it: a preset, or custom days. */
export interface PeriodChoice {
  period: PeriodKey;
  from?: string;
  to?: string;
}

/** The Dhaka days a choice covers, first and last (a custom choice names them; the presets end today). */
export function periodDays({ period, from, to }: PeriodChoice, now = new Date()): { from: string; to: string } {
  const today = dhakaDate(now);
  const back = (days: number) => dhakaDate(dhakaDay(today, -days));
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: back(6), to: today };
    case '30d':
      return { from: back(29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: from ?? today, to: to ?? today };
  }
}

/** Every Dhaka day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dhakaDate(dhakaDay(day, 1))) days.push(day);
  return days;
}

/** The reports page's address for a preset period: where the dashboard's figures lead. */
export const reportHref = (period: Exclude<PeriodKey, 'custom'>) => `/admin/reports?period=${period}`;

/** A share as a percentage with one decimal, or null when there is nothing to share out. */
export const percentOf = (part: number, whole: number): number | null => (whole ? Math.round((part / whole) * 1000) / 10 : null);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as a chart names it under its bar: "7 Dec". */
export const dayLabel = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
