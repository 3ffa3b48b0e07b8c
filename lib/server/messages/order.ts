import 'server-only';
import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '../../account-pages';
import { formatPrice } from '../../format';
import { isCancellation, ORDER_STATUS, statusLabel, type OrderStatus } from '../../order-status';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders, shipments } from '../db/schema';
import type { Message } from '../outbox';
import { getStoreSettings, type StoreRow } from '../settings';
import { absoluteUrl } from '../site';
import { renderEmail, senderOf, type Block } from './email';
import { smsText } from './sms-texts';

/** What the messages about one order say: the order, its lines and address as stored, and the store's settings. */
interface Facts {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  address: typeof orderAddresses.$inferSelect | undefined;
  settings: StoreRow;
}

/** An order's facts, read in the transaction that moved it (one query after another: a transaction is one connection). */
async function orderFacts(tx: Db, orderId: number): Promise<Facts> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const [address] = await tx.select().from(orderAddresses).where(eq(orderAddresses.orderId, orderId));
  return { order, items, address, settings: await getStoreSettings(tx) };
}

/** What an order's SMS say of it: the store's name as its e-mails sign, the order's number and total. */
const smsFacts = ({ order, settings }: Facts) => ({
  shop: senderOf(settings).name,
  orderNo: order.orderNo,
  total: order.total,
});

/** What a discount is: a coupon's, an exchange's (the pieces sent back cover the new ones), or the shop's own. */
const discountName = (order: Facts['order']) =>
  order.promoCode ? `Coupon (${order.promoCode})` : order.exchangeOf ? 'Exchange: pieces covered' : 'Discount';

/**
 * The lines, the money and where it goes: what both the customer's and the owner's e-mail show. A cancelled order's
 * total is no longer to be paid, so it is not called so.
 */
function orderBlocks({ order, items, address }: Facts): Block[] {
  const money: [string, string][] = [
    ['Subtotal', formatPrice(order.subtotal)],
    ['Shipping', order.charge ? formatPrice(order.charge) : 'Free'],
    ...(order.discount > order.staffDiscount
      ? [[discountName(order), `-${formatPrice(order.discount - order.staffDiscount)}`] as [string, string]]
      : []),
    ...(order.staffDiscount ? [['Discount', `-${formatPrice(order.staffDiscount)}`] as [string, string]] : []),
    [isCancellation(order.status) ? 'Order total' : 'Total to pay in cash', formatPrice(order.total)],
  ];
  const place = address && [address.address, [address.district, address.zip].filter(Boolean).join(' ')].join(', ');
  return [
    {
      items: items.map((item) => ({
        title: item.titleEn,
        detail: [item.attributePick.size && `Size ${item.attributePick.size.title}`, item.attributePick.color?.title]
          .filter(Boolean)
          .join(', '),
        amount: `${formatPrice(item.price)} x ${item.quantity}`,
      })),
    },
    { rows: money },
    ...(address
      ? [
          {
            rows: [
              ['Deliver to', address.name],
              ['Address', place],
              ['Phone', address.receiverPhone ?? address.contact],
              ['Expected', order.deliveryDate],
            ] as [string, string][],
          },
        ]
      : []),
  ];
}

/**
 * An order just placed (what placeOrder has just written, so nothing is read again): the customer's e-mail and
 * SMS, and the owner's e-mail with the order's desk link.
 */
export function orderPlacedMessages(facts: Facts): Message[] {
  const { order, address } = facts;
  const sender = senderOf(facts.settings);
  const customer = address?.email
    ? renderEmail(sender, {
        subject: `Your order ${order.orderNo} is placed`,
        heading: `Thank you, ${address.name}`,
        blocks: [
          { p: `We have your order ${order.orderNo}. You pay ${formatPrice(order.total)} in cash when it arrives.` },
          ...orderBlocks(facts),
          {
            p: 'What happens next: we call you to confirm the order, pack it discreetly in a plain parcel and hand it to the courier. You can follow it, and cancel it while it is pending, in My Order.',
          },
          { button: 'See my order', href: ACCOUNT_PATHS.orders },
        ],
      })
    : null;
  const owner = renderEmail(sender, {
    subject: `New order ${order.orderNo}: ${formatPrice(order.total)}${address ? `, ${address.district}` : ''}`,
    heading: `New order ${order.orderNo}`,
    blocks: [
      { p: `${address?.name ?? 'A customer'} placed an order to pay ${formatPrice(order.total)} in cash on delivery.` },
      ...orderBlocks(facts),
      { button: 'Open it in the back office', href: `/admin/orders/${order.orderNo}` },
    ],
  });
  return [
    ...(customer ? [{ channel: 'email' as const, topic: 'order-placed' as const, to: address!.email!, ...customer }] : []),
    { channel: 'email', topic: 'new-order', to: facts.settings.companyEmail, ...owner },
    {
      channel: 'sms',
      topic: 'order-placed',
      to: address?.contact ?? null,
      text: smsText(facts.settings.smsLanguage, 'placed', { ...smsFacts(facts), link: absoluteUrl(ACCOUNT_PATHS.orders) }),
    },
  ];
}

/** What the customer is told when her order moves to a status, by e-mail and (some) by SMS, named in sms-texts.ts. */
const STATUS_NEWS: Partial<Record<number, { subject: string; p: string; sms?: 'onTheWay' | 'delivered' }>> = {
  [ORDER_STATUS.onTheWay]: {
    subject: 'is on its way',
    p: 'The courier has your parcel. Please keep {total} ready in cash, and your phone close: the courier calls before coming.',
    sms: 'onTheWay',
  },
  [ORDER_STATUS.delivered]: {
    subject: 'is delivered',
    p: 'Thank you for shopping with us. If something does not fit, our Returns and Refunds page says how to exchange it.',
    sms: 'delivered',
  },
  [ORDER_STATUS.canceled]: {
    subject: 'is cancelled',
    p: 'Your order is cancelled and you pay nothing. You are welcome to order again at any time.',
  },
  [ORDER_STATUS.canceledAuthor]: {
    subject: 'is cancelled',
    p: 'We are sorry: we had to cancel your order, and you pay nothing. Reply to this e-mail or call us to hear why, or to order again.',
  },
};

/** Where the customer follows a parcel a courier has (On the Way), when the courier gives a tracking page. */
async function trackingLink(tx: Db, orderId: number, status: OrderStatus): Promise<string | null> {
  if (status !== ORDER_STATUS.onTheWay) return null;
  const [shipment] = await tx.select({ url: shipments.trackingUrl }).from(shipments).where(eq(shipments.orderId, orderId));
  return shipment?.url ?? null;
}

/**
 * The customer's messages for an order's move to `status` (none for the statuses she is not told about). On the Way
 * carries the courier's tracking link when a courier was booked from the desk.
 */
/** The order-placed messages of an order whose payment ahead has just come in (they wait for it). */
export const paidOrderMessages = async (tx: Db, orderId: number): Promise<Message[]> =>
  orderPlacedMessages(await orderFacts(tx, orderId));

export async function orderStatusMessages(tx: Db, orderId: number, status: OrderStatus): Promise<Message[]> {
  const news = status === null ? undefined : STATUS_NEWS[status];
  if (!news) return [];
  const facts = await orderFacts(tx, orderId);
  const track = await trackingLink(tx, orderId, status);
  const { order, address } = facts;
  const sender = senderOf(facts.settings);
  const fill = (text: string) => text.replace('{total}', formatPrice(order.total));
  const email = address?.email
    ? renderEmail(sender, {
        subject: `Your order ${order.orderNo} ${news.subject}`,
        heading: `Order ${order.orderNo}: ${statusLabel(status)}`,
        blocks: [
          { p: fill(news.p) },
          ...(track ? [{ button: 'Track my parcel', href: track }] : []),
          ...orderBlocks(facts),
          { button: 'See my order', href: ACCOUNT_PATHS.orders },
        ],
      })
    : null;
  return [
    ...(email ? [{ channel: 'email' as const, topic: 'order-status' as const, to: address!.email!, ...email }] : []),
    ...(news.sms
      ? [
          {
            channel: 'sms' as const,
            topic: 'order-status' as const,
            to: address?.contact ?? null,
            text: smsText(facts.settings.smsLanguage, news.sms, { ...smsFacts(facts), link: track }),
          },
        ]
      : []),
  ];
}

/**
 * The customer's news of her order changed at the desk after the call (lines, delivery or money), with its new
 * total: an e-mail with the order as it now is, and an SMS.
 */
export async function orderEditedMessages(tx: Db, orderId: number): Promise<Message[]> {
  const facts = await orderFacts(tx, orderId);
  const { order, address } = facts;
  const email = address?.email
    ? renderEmail(senderOf(facts.settings), {
        subject: `Your order ${order.orderNo} is changed`,
        heading: `Order ${order.orderNo} is changed`,
        blocks: [
          {
            p: `We changed your order as we agreed with you. You now pay ${formatPrice(order.total)} in cash when it arrives.`,
          },
          ...orderBlocks(facts),
          { button: 'See my order', href: ACCOUNT_PATHS.orders },
        ],
      })
    : null;
  return [
    ...(email ? [{ channel: 'email' as const, topic: 'order-edited' as const, to: address!.email!, ...email }] : []),
    {
      channel: 'sms',
      topic: 'order-edited',
      to: address?.contact ?? null,
      text: smsText(facts.settings.smsLanguage, 'edited', smsFacts(facts)),
    },
  ];
}
