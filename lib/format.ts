// The shop's own number and date formats, without Intl: building an Intl formatter holds a phone's main thread
// on a page's first load, which it had to before showing a price (docs/performance.md).
// format.test.ts checks these against Intl's en-BD and en-GB output.

/** The shop's one currency (spec section 1), by its ISO code: prices, orders, settings and structured data name it. */
export const CURRENCY = 'BDT';

/** An amount in whole taka, its thousands grouped: '1,250'. */
function amount(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && whole > 0 ? '-' : ''}${digits}`;
}

/** A price as the shop shows it everywhere: 'BDT 1,250' (the currency code renders in every font). */
export const formatPrice = (value: number): string => `${CURRENCY} ${amount(value)}`;

/** A parcel's weight: grams under a kilo ('490 g'), else kilos to two places ('1.25 kg'). */
export const formatWeight = (kg: number): string => (kg < 1 ? `${Math.round(kg * 1000)} g` : `${Number(kg.toFixed(2))} kg`);

/** A price as a Bangla text writes it: '৳1,250' (the taka sign, where the text is Bangla's script anyway). */
export const formatTaka = (value: number): string => `৳${amount(value)}`;

/** The address of a stored media file (spec: the API host plus /media/{file}). */
export function mediaUrl(file: string): string {
  return `/media/${encodeURIComponent(file)}`;
}

/** The social preview (JPEG 1200 x 630) stored beside a picture: `product-x-1.webp` → `product-x-1.preview.jpg`. */
export function previewFile(file: string): string {
  return `${file.replace(/\.[a-z0-9]+$/i, '')}.preview.jpg`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Bangladesh's time is UTC+6 all year (it last kept summer time in 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const two = (n: number) => String(n).padStart(2, '0');

/** A moment moved to Bangladesh's time, to be read with the getUTC… methods. */
const inDhaka = (iso: string) => new Date(Date.parse(iso) + DHAKA_OFFSET_MS);
const dayOf = (at: Date) => `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;

/** A date as the shop shows it: '23 Nov 2026', in Bangladesh's time. */
export function formatDate(iso: string): string {
  return dayOf(inDhaka(iso));
}

/** A moment as the back office shows it: '23 Nov 2026, 14:05', in Bangladesh's time. */
export function formatDateTime(iso: string): string {
  const at = inDhaka(iso);
  return `${dayOf(at)}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}
