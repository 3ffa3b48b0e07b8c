/** The size finder's rule: a band-and-cup size from an underbust and a bust, read off the shop's chart. */
import type { ChartRow, SizeChart } from '@/content/size-chart';
import { groupValues } from './cart/attributes';
import { piecesLeft } from './stock';
import type { Purchasable } from './types/cart';
import type { AttributeValue } from './types/catalog';

export type Unit = 'cm' | 'in';

const CM_PER_INCH = 2.54;

/**
 * The size two measures give, or which edge of the chart they fall past: a band below the smallest or above the
 * largest (by the underbust), a cup below the smallest or above the largest (by the bust minus the underbust).
 */
export type SizeFound =
  | { found: true; band: string; cup: string; title: string }
  | { found: false; past: 'band' | 'cup'; edge: 'below' | 'above'; limit: string };

/** The row a measure falls in, or the edge it falls past. */
function rowOf(rows: readonly ChartRow[], end: number, measure: number): ChartRow | 'below' | 'above' {
  if (measure < rows[0].from) return 'below';
  if (measure >= end) return 'above';
  return rows.findLast((row) => measure >= row.from)!;
}

export function findSize(chart: SizeChart, underbust: number, bust: number, unit: Unit): SizeFound {
  // In centimetres to a tenth, so that an inch's conversion does not land a hair's breadth off a row's edge.
  const cm = (measure: number) => Math.round(measure * (unit === 'in' ? CM_PER_INCH : 1) * 10) / 10;
  const band = rowOf(chart.bands, chart.bandsEnd, cm(underbust));
  if (typeof band === 'string') return { found: false, past: 'band', edge: band, limit: limitOf(chart.bands, band) };
  const cup = rowOf(chart.cups, chart.cupsEnd, cm(bust - underbust));
  if (typeof cup === 'string') return { found: false, past: 'cup', edge: cup, limit: limitOf(chart.cups, cup) };
  return { found: true, band: band.title, cup: cup.title, title: `${band.title}${cup.title}` };
}

/** The chart's smallest or largest band or cup, named when a measure falls past it. */
const limitOf = (rows: readonly ChartRow[], edge: 'below' | 'above') => (edge === 'below' ? rows[0] : rows.at(-1)!).title;

/**
 * What the finder does with the size it found, given the colour chosen: chooses it when it is in stock (in that
 * colour, or in any when none is chosen); else names the colours that have it; or says the product has none.
 */
export type SizeOffer =
  | { kind: 'in-stock'; size: AttributeValue }
  | { kind: 'other-colours'; size: AttributeValue; colors: AttributeValue[] }
  | { kind: 'sold-out'; size: AttributeValue }
  | { kind: 'not-made' };

export function offerOf(product: Purchasable, color: AttributeValue | null, title: string): SizeOffer {
  const size = groupValues(product, 'Size').find((value) => value.title.replace(/\s/g, '').toUpperCase() === title);
  if (!size) return { kind: 'not-made' };
  if (piecesLeft(product.stock, { size, color }) > 0) return { kind: 'in-stock', size };
  const colors = groupValues(product, 'Color').filter((other) => piecesLeft(product.stock, { size, color: other }) > 0);
  return colors.length ? { kind: 'other-colours', size, colors } : { kind: 'sold-out', size };
}
