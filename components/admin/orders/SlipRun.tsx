import Link from 'next/link';
import { isPending } from '@/lib/order-status';
import { slipsHref } from '@/lib/desk/order-desk-url';
import type { DeskOrder } from '@/lib/types/order-desk';
import type { SlipLayout } from '@/lib/validation/bulk';
import { PageTitle } from '../ui/PageTitle';
import { PackingSlip } from './PackingSlip';
import { PrintButton } from './PrintButton';
import styles from './SlipRun.module.scss';

const LAYOUT_NAMES: Record<SlipLayout, string> = { a5: 'one per A5 page', a4: 'two per A4 page' };

/**
 * The packing slips of many orders, in the order chosen, as printed sheets (each a named @page, SlipRun.module.scss):
 * one slip per A5 sheet, or two per A4 sheet, to be cut in half. Above them, on screen only: the print button, the
 * other layout, and the orders still Pending.
 */
export function SlipRun({
  orders,
  layout,
  shop,
}: {
  orders: DeskOrder[];
  layout: SlipLayout;
  shop: { name: string; logo: string };
}) {
  const perSheet = layout === 'a4' ? 2 : 1;
  const sheets = Array.from({ length: Math.ceil(orders.length / perSheet) }, (_, i) =>
    orders.slice(i * perSheet, (i + 1) * perSheet),
  );
  const pending = orders.filter((order) => isPending(order.status)).map((order) => order.order_no);
  const other: SlipLayout = layout === 'a4' ? 'a5' : 'a4';
  return (
    <>
      <div className={styles.tools}>
        <PageTitle
          meta={`${orders.length} ${orders.length === 1 ? 'slip' : 'slips'}, ${LAYOUT_NAMES[layout]}, on ${sheets.length} ${sheets.length === 1 ? 'sheet' : 'sheets'}`}
        >
          Packing slips
        </PageTitle>
        <div className={styles.actions}>
          <PrintButton />
          <Link
            href={slipsHref(
              orders.map((order) => order.order_no),
              other,
            )}
          >
            Print {LAYOUT_NAMES[other]} instead
          </Link>
        </div>
        {pending.length > 0 && (
          <p className={styles.warning}>Still Pending, to confirm with the customer before packing: {pending.join(', ')}.</p>
        )}
      </div>
      {sheets.map((sheet, i) => (
        <section
          key={sheet[0].order_no}
          className={`${styles.sheet} ${styles[layout]}`}
          data-testid="slip-sheet"
          aria-label={`Sheet ${i + 1}`}
        >
          {sheet.map((order) => (
            <PackingSlip key={order.order_no} order={order} shop={shop} tools={false} />
          ))}
        </section>
      ))}
    </>
  );
}
