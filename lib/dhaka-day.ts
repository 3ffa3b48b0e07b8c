/** Days as the shop counts them: in Dhaka, UTC+6 all year (Bangladesh keeps no summer time). */

/** The start of a day in Dhaka, from `YYYY-MM-DD`, or of the day `plusDays` after it. */
export const dhakaDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+06:00`) + plusDays * 86_400_000);

/** A moment's day in Dhaka, `YYYY-MM-DD`. */
export const dhakaDate = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** A moment as Dhaka's clock shows it, to the minute, as spreadsheets read a date and time: `2026-11-28 15:58`. */
export const dhakaMinute = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** This month so far, in Dhaka days: the period the money pages open with. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const today = dhakaDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
