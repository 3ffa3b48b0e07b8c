/**
 * Where an order came from: the shop's own checkout, or a conversation staff typed in at /admin/orders/new. One list
 * for the desk's filter, its rows, the order page, the CSV export and the staff order form.
 */
export const ORDER_SOURCES = [
  { value: 'website', label: 'Website' },
  { value: 'phone', label: 'Phone' },
  { value: 'messenger', label: 'Messenger' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'walk-in', label: 'Walk-in' },
] as const;

export type OrderSource = (typeof ORDER_SOURCES)[number]['value'];

export const SOURCE_VALUES = ORDER_SOURCES.map((s) => s.value) as [OrderSource, ...OrderSource[]];

/** A source as people read it ("WhatsApp"); an unknown one as it is stored. */
export const sourceLabel = (source: string): string => ORDER_SOURCES.find((s) => s.value === source)?.label ?? source;

/**
 * The sources where staff reached the customer on her own number (a call, a WhatsApp chat) or saw her in the shop:
 * an order taken that way counts as from a proved phone, like one proved with an SMS code, and the desk need not
 * call it first. A number typed in from Messenger or Instagram was only written to staff, so it is called first.
 */
export const SPOKEN_SOURCES: readonly OrderSource[] = ['phone', 'whatsapp', 'walk-in'];
