import { z } from 'zod';
import { ORDER_NOTE_MAX, STAFF_NAME_MAX } from '../field-limits';
import { ORDER_STATUS, STATUS_REASONS, type OrderStatus, type StatusReason } from '../order-status';
import { CONTROL_CHARACTERS } from '../patterns';
import { SOURCE_VALUES } from '../order-source';
import { pageNumber } from '../query-params';
import { signinSchema, signupSchema } from './auth';
import { OUTBOX_STATES, type OutboxState } from '../types/outbox';
import { keptFields } from './returns';

/** POST /api/admin/signin: the shop's sign-in rules for e-mail and password. */
export const staffSigninSchema = signinSchema.pick({ email: true, password: true });

const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /api/admin/staff: a new account. */
export const staffAddSchema = z.object({
  email: staffSigninSchema.shape.email,
  name: z.string({ error: 'Name must be filled out' }).trim().min(1, { error: 'Name must be filled out' }).max(STAFF_NAME_MAX),
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }),
});

/** POST /api/admin/password: a staff member's own new password, with the current one. */
export const staffPasswordSchema = z.object({
  current_password: z.string({ error: 'Current password must be filled out' }).max(200),
  password: signupSchema.shape.password,
});

/** POST /api/admin/staff/{id}: disable or re-enable an account. */
export const staffActiveSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

const STATUS_CODES = Object.values(ORDER_STATUS);

/** A status on the wire: one of the spec's codes, or null for Pending. */
export const statusValue = (name: string) =>
  z.union([z.null(), z.literal(STATUS_CODES)], { error: `${name} must be a status code (1-8) or null for Pending` });

/**
 * POST /api/admin/orders/{order number}/status: the status the staff member saw (`from`) and the one they set.
 * The change only happens while the order still has `from`: of two people moving one order at once, one wins.
 */
export const statusChangeSchema = z
  .object({
    from: statusValue('from'),
    to: statusValue('to'),
    /** why, for a cancellation or a hold (STATUS_REASONS) */
    reason: z
      .enum(Object.keys(STATUS_REASONS) as [StatusReason, ...StatusReason[]], { error: 'Choose why from the list' })
      .optional(),
    /** the words of an "Other" reason */
    reason_text: z
      .string({ error: 'The reason must be text' })
      .trim()
      .max(200, { error: 'A reason holds at most 200 characters' })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'A reason holds text only' })
      .optional(),
    /** of a partial delivery: the pieces of each line the customer kept, and the cash the rider took */
    kept: keptFields.kept.optional(),
    collected: keptFields.collected.optional(),
  })
  .refine((move) => move.reason !== 'other' || move.reason_text, { error: 'Say why in a few words', path: ['reason_text'] })
  .refine((move) => move.to !== ORDER_STATUS.partialDelivered || move.kept, {
    error: 'Say what the customer kept',
    path: ['kept'],
  })
  .refine((move) => move.to !== ORDER_STATUS.partialDelivered || move.collected !== undefined, {
    error: 'Say how much cash was collected',
    path: ['collected'],
  });

export type StatusChange = z.output<typeof statusChangeSchema>;

/** POST /api/admin/orders/{order number}/notes. */
export const noteSchema = z.object({
  note: z
    .string({ error: 'Write a note first' })
    .trim()
    .min(1, { error: 'Write a note first' })
    .max(ORDER_NOTE_MAX, { error: `A note holds at most ${ORDER_NOTE_MAX.toLocaleString('en')} characters` })
    .refine((text) => !CONTROL_CHARACTERS.test(text.replace(/\r?\n/g, ' ')), { error: 'A note holds text only' }),
});

/** A status in the order desk's address: `pending`, or a code. */
const statusFilter = z
  .enum(['pending', ...STATUS_CODES.map(String)], { error: 'status must be pending or a status code (1-8)' })
  .transform((value): OrderStatus => (value === 'pending' ? null : (Number(value) as OrderStatus)));

/** `YYYY-MM-DD` that names a day of the calendar (not 2024-02-31 or 2024-13-01). */
function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

export const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDay, { error: `${name} must be a real date` });

/**
 * The order desk's filters (its page address and GET /api/admin/orders): status, days (Dhaka time), search,
 * orders from a phone nobody proved (the ones to call first), and where orders came from.
 */
const deskFilters = z.object({
  status: statusFilter.optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  q: z.string().trim().max(100, { error: 'q holds at most 100 characters' }).optional(),
  unverified: z.enum(['1'], { error: 'unverified must be 1' }).optional(),
  source: z.enum(SOURCE_VALUES, { error: `source must be one of ${SOURCE_VALUES.join(', ')}` }).optional(),
});

const fromBeforeTo = [
  (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to,
  { error: 'from must not be after to' },
] as const;

export const orderDeskQuerySchema = deskFilters.extend({ page: pageNumber }).refine(...fromBeforeTo);

export type OrderDeskQuery = z.output<typeof orderDeskQuerySchema>;

/**
 * The most orders an export names one by one (`orders=`): a selection of the desk fits, and its address stays short.
 * @internal (also read by the tests)
 */
export const EXPORT_ORDERS_MAX = 500;

const ORDERS_MESSAGE = `orders must be order numbers separated by commas, at most ${EXPORT_ORDERS_MAX}`;

/** `orders=LI00000001,LI00000002`: the order numbers, upper-cased and each once. */
const orderNumbers = z
  .string()
  .max(EXPORT_ORDERS_MAX * 41, { error: ORDERS_MESSAGE })
  .transform((text) => [...new Set(text.split(',').map((no) => no.trim().toUpperCase()))])
  .pipe(
    z.array(z.string().regex(/^[A-Z0-9]{1,40}$/, { error: ORDERS_MESSAGE })).max(EXPORT_ORDERS_MAX, { error: ORDERS_MESSAGE }),
  );

/** The shapes of the orders export: one row per order, or one per item line (the order's money on its first). */
const EXPORT_SHAPES = ['orders', 'lines'] as const;
export type ExportShape = (typeof EXPORT_SHAPES)[number];

/** GET /api/admin/orders/export: the desk's filters, the orders picked on the desk, and the file's shape. */
export const orderExportQuerySchema = deskFilters
  .extend({
    orders: orderNumbers.optional(),
    shape: z.enum(EXPORT_SHAPES, { error: 'shape must be orders or lines' }).default('orders'),
  })
  .refine(...fromBeforeTo);

export type OrderExportQuery = z.output<typeof orderExportQuerySchema>;

/** The outbox's filters (GET /api/admin/outbox, /admin/outbox): a state, a piece of the recipient and a page. */
export const outboxQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'q holds at most 100 characters' }).optional(),
  state: z
    .enum(OUTBOX_STATES.map((s) => s.state) as [OutboxState, ...OutboxState[]], {
      error: `state must be one of ${OUTBOX_STATES.map((s) => s.state).join(', ')}`,
    })
    .optional(),
  page: pageNumber,
});
