/**
 * Generated catalogue imagery. The shop downloads no image, so every product, collection, blog and
 * banner picture is drawn here as SVG: pure, deterministic functions of their inputs.
 *
 * Garments are drawn in an 800 x 1000 space centred on x = 400, flat-lay on an invisible form, in the
 * product's own colour with shading, stitching and (for lace products) a lace pattern.
 */
export { bannerSvg, blogImageSvg } from './editorial';
export { collectionLogoSvg, storeLogoSvg } from './logos';
export { productImageSvg } from './product';
