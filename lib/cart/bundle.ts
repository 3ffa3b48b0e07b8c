/** A bundle's line in the cart (beside the spec): one line at the bundle's price, a size and colour per piece. */
import { stockProblem, type StockMap } from '../stock';
import type { Bundle } from '../types/bundle';
import type { AttributePick, BundlePiece, CartLine } from '../types/cart';
import { pickName, pickProblem } from './attributes';
import { NO_PICK } from './lines';

/** Why a bundle's picks cannot go in the cart yet ("Cherie Lace Brief: Select a size"), or null. */
export function bundlePickProblem(bundle: Pick<Bundle, 'pieces'>, picks: readonly AttributePick[]): string | null {
  for (const [index, piece] of bundle.pieces.entries()) {
    const problem = pickProblem(piece, picks[index] ?? NO_PICK, 'detail');
    if (problem) return `${piece.title_en}: ${problem}`;
  }
  return null;
}

/** A bundle as a cart line: its price, its pieces' list value as the struck price, each piece with its pick. */
export function bundleLine(bundle: Bundle, picks: readonly AttributePick[], count: number): CartLine {
  return {
    id: bundle.id,
    slug: bundle.slug,
    title_en: bundle.title,
    image: bundle.image,
    price: bundle.price,
    mrp: bundle.value > bundle.price ? bundle.value : null,
    spacial_price: null,
    min: null,
    max: null,
    attribute: [],
    count,
    attribute_pick: NO_PICK,
    bundle: {
      id: bundle.id,
      slug: bundle.slug,
      pieces: bundle.pieces.map((piece, index) => ({
        id: piece.id,
        slug: piece.slug,
        title_en: piece.title_en,
        attribute_pick: picks[index] ?? NO_PICK,
      })),
    },
  };
}

/** What stock counts of a line: its own product, or each piece of a bundle (as many as the line's count). */
export function stockPieces(line: CartLine): Pick<CartLine, 'id' | 'slug' | 'count' | 'attribute_pick' | 'title_en'>[] {
  if (!line.bundle) return [line];
  return line.bundle.pieces.map((piece) => ({ ...piece, count: line.count }));
}

/** Why stock no longer covers a line ("Sold out", "Only 2 left"): its own, or its first short piece's; or null. */
export function lineShortage(stock: Record<number, StockMap>, line: CartLine): string | null {
  for (const piece of stockPieces(line)) {
    const short = stockProblem(stock[piece.id] ?? {}, piece.attribute_pick, piece.count);
    if (short) return short;
  }
  return null;
}

/** A bundle's pieces by name: "Cherie Lace Brief (size M, Rose)". */
export const pieceNames = (pieces: readonly BundlePiece[]) =>
  pieces.map((piece) =>
    pickName(piece.attribute_pick) ? `${piece.title_en} (${pickName(piece.attribute_pick)})` : piece.title_en,
  );

/** Where a line's title leads: its product's page, or its bundle's. */
export const lineHref = (line: Pick<CartLine, 'slug' | 'bundle'>) =>
  line.bundle ? `/bundles/${line.bundle.slug}` : `/product/${line.slug}`;
