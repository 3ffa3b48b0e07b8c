/** The catalogue's door: what other rooms of lib/server use of it. */
export { findBundle, getBundlesByIds, listBundles } from './bundles';
export { getProductsByIds, listCategories, listSizes } from './products';
export { giveBackPieces, giveBackStock, itemPieces, moveStock, orderSlugs, takeStock } from './stock';
export type { StockCause } from './stock-ledger';
export { productsTitled } from './desk';
