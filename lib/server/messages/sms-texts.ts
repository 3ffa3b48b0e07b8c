import 'server-only';
import { formatPrice, formatTaka } from '../../format';

/** The languages the owner can send customers' SMS in (the store's `sms_language`). */
type SmsLanguage = 'en' | 'bn';

/** What an order's SMS say of it: the store's name (its settings), the order's number and its total. */
interface OrderFacts {
  shop: string;
  orderNo: string;
  total: number;
}

/** What each SMS is written from. */
interface SmsFacts {
  code: { code: string; minutes: number };
  placed: OrderFacts & { link: string };
  /** with the courier's tracking page when the parcel was booked from the desk */
  onTheWay: OrderFacts & { link?: string | null };
  delivered: OrderFacts & { link?: string | null };
  /** staff changed the order after the call: its new total */
  edited: OrderFacts;
}

/**
 * Every SMS a customer gets, English and Bangla side by side. Bangla goes as UCS-2, 70 characters in one part
 * (lib/sms-parts.ts), so it says only what she needs; digits stay ASCII, as she quotes an order's number. A code
 * follows "code is" or "কোড", which the outbox hides (lib/server/outbox/mask.ts).
 */
const SMS: { [K in keyof SmsFacts]: Record<SmsLanguage, (facts: SmsFacts[K]) => string> } = {
  code: {
    // The issue fixes the English text, its brand included.
    en: ({ code, minutes }) => `Lumière: your code is ${code}. It expires in ${minutes} minutes.`,
    bn: ({ code, minutes }) => `Lumière: আপনার কোড ${code}। এটি ${minutes} মিনিট পর্যন্ত কার্যকর।`,
  },
  placed: {
    en: ({ shop, orderNo, total, link }) =>
      `${shop}: order ${orderNo} placed. Pay ${formatPrice(total)} in cash on delivery. We will call you to confirm it. Your orders: ${link}`,
    bn: ({ shop, orderNo, total, link }) =>
      `${shop}: অর্ডার ${orderNo} নেওয়া হয়েছে। ক্যাশ অন ডেলিভারি: ${formatTaka(total)}। ${link}`,
  },
  onTheWay: {
    en: ({ shop, orderNo, total, link }) =>
      `${shop}: order ${orderNo} is on its way. Please keep ${formatPrice(total)} ready in cash for the courier.${link ? ` Track it: ${link}` : ''}`,
    bn: ({ shop, orderNo, total, link }) =>
      `${shop}: অর্ডার ${orderNo} পথে আছে। ${formatTaka(total)} নগদ রেডি রাখুন।${link ? ` ${link}` : ''}`,
  },
  delivered: {
    en: ({ shop, orderNo }) => `${shop}: order ${orderNo} is delivered. Thank you for shopping with us!`,
    bn: ({ shop, orderNo }) => `${shop}: অর্ডার ${orderNo} ডেলিভারি হয়েছে। ধন্যবাদ!`,
  },
  edited: {
    en: ({ shop, orderNo, total }) =>
      `${shop}: order ${orderNo} is changed as agreed. The new total is ${formatPrice(total)}, paid in cash on delivery.`,
    bn: ({ shop, orderNo, total }) => `${shop}: অর্ডার ${orderNo} পরিবর্তিত। নতুন মোট ${formatTaka(total)}।`,
  },
};

/** An SMS's text in the owner's language: Bangla when `language` is 'bn', English otherwise. */
export function smsText<K extends keyof SmsFacts>(language: string, kind: K, facts: SmsFacts[K]): string {
  return SMS[kind][language === 'bn' ? 'bn' : 'en'](facts);
}
