import 'server-only';
import type { Message } from '../outbox';
import { renderEmail, type Sender } from './email';

/** A size and colour running low: its product, its name ("34B / Rose"), its SKU and the pieces left. */
interface LowVariant {
  title: string;
  pair: string;
  sku: string | null;
  quantity: number;
}

/** The most sizes and colours one e-mail lists; the rest are counted. */
const LISTED = 100;

/** The owners' daily e-mail of the sizes and colours at or under the store's threshold, fewest first. */
export function lowStockMessages(sender: Sender, owners: string[], low: LowVariant[], threshold: number): Message[] {
  const pairs = low.length === 1 ? '1 size and colour' : `${low.length} sizes and colours`;
  const rest = low.length - LISTED;
  const content = renderEmail(sender, {
    subject: `Low stock: ${pairs} at ${threshold} or fewer`,
    heading: 'Running low',
    blocks: [
      {
        p: `These have ${threshold} ${threshold === 1 ? 'piece' : 'pieces'} or fewer left. Count them in when new stock arrives.`,
      },
      {
        items: low.slice(0, LISTED).map((variant) => ({
          title: variant.title,
          detail: [variant.pair, variant.sku && `SKU ${variant.sku}`].filter(Boolean).join(' · '),
          amount: variant.quantity ? `${variant.quantity} left` : 'sold out',
        })),
      },
      ...(rest > 0 ? [{ p: `And ${rest} more.` }] : []),
      { button: 'Open the products', href: '/admin/products' },
    ],
  });
  return owners.map((to) => ({ channel: 'email' as const, topic: 'low-stock' as const, to, ...content }));
}
