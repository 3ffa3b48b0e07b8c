/** The catalogue's door: what other rooms of lib/server use of it. */
export { getProductsByIds, listCategories, listSizes } from './products';
export { giveBackPieces, giveBackStock, moveStock, orderSlugs, takeStock } from './stock';
export { productsTitled } from './desk';
