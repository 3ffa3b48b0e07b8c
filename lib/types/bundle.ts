/** Bundles (beside the spec): sets of products sold together at one price. */
import type { ProductSummary } from './catalog';

/** A bundle as the menu and the bundles' list show it. */
export interface BundleSummary {
  id: number;
  slug: string;
  title: string;
  /** the bundle's one price */
  price: number;
  /** what its pieces cost bought one by one (at their effective prices) */
  value: number;
  /** its first piece's picture */
  image: string;
}

/** A bundle as its page shows it: its pieces in order, each a product with its sizes, colours and stock. */
export interface Bundle extends BundleSummary {
  description: string;
  pieces: ProductSummary[];
}
