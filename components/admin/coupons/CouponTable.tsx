import Link from 'next/link';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { CouponFormValues } from '@/lib/types/coupon-desk';
import { dhakaMomentOf } from '@/lib/validation/form-fields';
import { countOf, RecordTable } from '../ui/RecordTable';

/** What a coupon takes off, as read: '15% (at most BDT 500)', 'BDT 200'. */
const valueOf = (c: CouponFormValues) =>
  c.kind === 'percent'
    ? `${c.amount}%${c.max_discount ? ` (at most ${formatPrice(c.max_discount)})` : ''}`
    : formatPrice(c.amount ?? 0);

const when = (value: string | null) => (value ? formatDateTime(dhakaMomentOf(value).toISOString()) : null);

/**
 * Whether shoppers can use it, as far as its switch and its end go: 'Yes', 'No' (switched off) or 'Expired' (on,
 * but its end has passed: the shop refuses it as expired).
 */
const activeOf = (c: CouponFormValues, now: Date) =>
  !c.active ? 'No' : c.ends_at && dhakaMomentOf(c.ends_at) < now ? 'Expired' : 'Yes';

/**
 * The coupons as rows (a small card each on a phone): code, value, rules, dates, uses and whether it is on (as of
 * `now`, the moment the page is rendered).
 */
export function CouponTable({ rows, now }: { rows: CouponFormValues[]; now: Date }) {
  return (
    <RecordTable caption={countOf(rows.length, 'coupon')} columns={['Code', 'Value', 'Rules', 'Dates', 'Uses', 'Active']}>
      {rows.map((c) => (
        <tr key={c.id} data-testid="coupon-row">
          <td>
            <Link href={`/admin/coupons/${c.id}`}>{c.code}</Link>
          </td>
          <td data-label="Value">{valueOf(c)}</td>
          <td data-label="Rules">
            {[
              c.min_cart_value ? `cart from ${formatPrice(c.min_cart_value)}` : null,
              c.first_order_only ? 'first order only' : null,
              c.per_user_limit ? `${c.per_user_limit} per customer` : null,
            ]
              .filter(Boolean)
              .join(', ') || 'none'}
          </td>
          <td data-label="Dates">
            {when(c.starts_at) ?? 'now'} → {when(c.ends_at) ?? 'no end'}
          </td>
          <td data-label="Uses">
            {c.uses}
            {c.usage_limit ? ` of ${c.usage_limit}` : ''}
          </td>
          <td data-label="Active">{activeOf(c, now)}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
