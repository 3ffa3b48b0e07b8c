import { z } from 'zod';
import { dhakaDay } from '../dhaka-day';
import { FIGURE_KEYS, MAX_REPORT_DAYS, PERIOD_KEYS } from '../reports';
import { day } from './admin';

/**
 * GET /api/admin/reports and /admin/reports: a preset period, or custom Dhaka days (from and to); a period named by
 * its days alone is custom. `figure` downloads one figure as CSV.
 */
export const reportQuerySchema = z
  .object({
    period: z.enum(PERIOD_KEYS, { error: 'period must be today, 7d, 30d, month or custom' }).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    figure: z.enum(FIGURE_KEYS, { error: `figure must be one of ${FIGURE_KEYS.join(', ')}` }).optional(),
  })
  .transform(({ period, ...rest }) => ({ period: period ?? (rest.from || rest.to ? 'custom' : '30d'), ...rest }))
  .refine((q) => q.period !== 'custom' || (q.from && q.to), { error: 'A custom period needs from and to', path: ['from'] })
  .refine((q) => q.period !== 'custom' || q.from! <= q.to!, { error: 'from must not be after to', path: ['from'] })
  .refine((q) => q.period !== 'custom' || dhakaDay(q.to!) < dhakaDay(q.from!, MAX_REPORT_DAYS), {
    error: `A period holds at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });

export type ReportQuery = z.output<typeof reportQuerySchema>;
