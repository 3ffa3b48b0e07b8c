import type { ProductImage } from './types/catalog';

/** The picture of a product in a colour: that colour's first photo, else the product's main one. */
export function imageFor(product: { image: string; color_images?: Record<string, string> }, colorId?: number | null): string {
  return (colorId != null && product.color_images?.[colorId]) || product.image;
}

/**
 * The photos a product page shows for a colour (before one is chosen, the main photo's colour): that colour's
 * own first, then those of every colour, each in the staff's order. A product without photos of its own (an
 * older record) shows its gallery.
 */
export function galleryFor(images: readonly ProductImage[], colorId: number | null, gallery: readonly string[]): string[] {
  if (!images.length) return [...gallery];
  const color = colorId ?? images[0].color_id;
  const own = images.filter((image) => image.color_id !== null && image.color_id === color);
  const shared = images.filter((image) => image.color_id === null);
  const shown = [...own, ...shared].map((image) => image.file);
  return shown.length ? shown : images.map((image) => image.file);
}
