import { stockKey } from '../stock';
import type { AttributeValue } from './catalog';

/** A product's stock in the back office: sizes × colours, and the pieces of each pair (lib/stock keys). */
export interface StockGrid {
  id: number;
  title: string;
  slug: string;
  active: boolean;
  sizes: AttributeValue[];
  colors: AttributeValue[];
  quantities: Record<string, number>;
  /** each pair's SKU (lib/sku.ts), by the same keys */
  skus: Record<string, string | null>;
}

/** One pair's new count, as POST /api/admin/products/{id}/stock takes it (0 for no size or no colour). */
export interface StockCell {
  size_id: number;
  color_id: number;
  quantity: number;
  /** its new SKU; left out, it keeps its own */
  sku?: string;
}

/** Every pair a product offers: each size in each colour, or one cell for a product without choices. */
export function gridKeys({ sizes, colors }: Pick<StockGrid, 'sizes' | 'colors'>): string[] {
  const sizeIds = sizes.length ? sizes.map((s) => s.id) : [0];
  const colorIds = colors.length ? colors.map((c) => c.id) : [0];
  return sizeIds.flatMap((size) => colorIds.map((color) => stockKey(size, color)));
}
