/**
 * Why a size and colour's pieces changed, as the stock movement log keeps it: the moves orders make, the counts staff
 * set on the grid, and the adjustments staff make by a quantity with a reason (ADJUST_REASONS).
 */
export const STOCK_REASONS = [
  { reason: 'sale', label: 'Sale' },
  { reason: 'cancellation', label: 'Cancellation' },
  { reason: 'reopened', label: 'Order reopened' },
  { reason: 'return', label: 'Parcel back' },
  { reason: 'edit', label: 'Order edit' },
  { reason: 'exchange', label: 'Exchange' },
  { reason: 'set', label: 'Count set on the grid' },
  { reason: 'received', label: 'Received' },
  { reason: 'damaged', label: 'Damaged' },
  { reason: 'counted', label: 'Counted' },
  { reason: 'returned', label: 'Returned (not by courier)' },
] as const;

export type StockReason = (typeof STOCK_REASONS)[number]['reason'];

export const STOCK_REASON_KEYS = STOCK_REASONS.map((r) => r.reason) as [StockReason, ...StockReason[]];

/** The reasons staff give when they adjust a size and colour by a quantity. */
export const ADJUST_REASONS = ['received', 'damaged', 'counted', 'returned'] as const satisfies readonly StockReason[];

/** A reason in words, for the desk's log. */
export const stockReasonLabel = (reason: string) => STOCK_REASONS.find((r) => r.reason === reason)?.label ?? reason;

/** A size and colour by name: "34B / Rose", "34B", "Rose", or "One size" for a product without choices. */
export const pairTitle = (size?: string | null, color?: string | null) => [size, color].filter(Boolean).join(' / ') || 'One size';
