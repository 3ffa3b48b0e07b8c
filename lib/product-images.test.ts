import { galleryFor, imageFor } from './product-images';

const images = [
  { file: 'rose-1.webp', color_id: 2 },
  { file: 'all-1.webp', color_id: null },
  { file: 'black-1.webp', color_id: 1 },
  { file: 'rose-2.webp', color_id: 2 },
  { file: 'black-2.webp', color_id: 1 },
];

describe('a product’s pictures by colour', () => {
  it('shows the chosen colour’s photos first, then those of every colour', () => {
    expect(galleryFor(images, 1, [])).toEqual(['black-1.webp', 'black-2.webp', 'all-1.webp']);
  });

  it('shows the main photo’s colour before a colour is chosen', () => {
    expect(galleryFor(images, null, [])).toEqual(['rose-1.webp', 'rose-2.webp', 'all-1.webp']);
  });

  it('shows every photo for a colour without its own, and the gallery of a product without photos', () => {
    expect(galleryFor(images, 9, [])).toEqual(['all-1.webp']);
    expect(galleryFor([{ file: 'a.webp', color_id: 3 }], 9, [])).toEqual(['a.webp']);
    expect(galleryFor([], null, ['x.webp', 'y.webp'])).toEqual(['x.webp', 'y.webp']);
  });

  it('gives a card or a cart line the colour’s first photo, else the main one', () => {
    const product = { image: 'main.webp', color_images: { 1: 'black-1.webp' } };
    expect([imageFor(product, 1), imageFor(product, 2), imageFor(product, null), imageFor({ image: 'm.webp' }, 1)]).toEqual([
      'black-1.webp',
      'main.webp',
      'main.webp',
      'm.webp',
    ]);
  });
});
