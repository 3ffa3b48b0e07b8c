import 'server-only';
import os from 'node:os';
import { previewFile } from '../../format';
import { brandTokens } from '../messages/brand-tokens';
import type { media } from '../db/schema';
import { RASTER_RECIPE, socialPreview, toWebp } from '../media/raster';
import { COLORS } from './data/attributes';
import { BLOG_POSTS } from './data/blog';
import { COLLECTIONS } from './data/collections';
import { PRODUCTS } from './data/products';
import { bannerSvg, blogImageSvg, collectionLogoSvg, productImageSvg, storeLogoSvg } from './imagery';
import { cachedRender, inPool } from './render-cache';
import { STORE } from '../db/first-settings';
import { PAGES } from './store-content';

type MediaRow = typeof media.$inferInsert;

/** One generated picture: drawn as SVG, stored as WebP at this size, with a social preview when pages share it. */
interface Drawing {
  file: string;
  svg: string;
  width: number;
  height: number;
  preview?: boolean;
}

/** Colour of imagery for a product that comes in no colour choice. */
const NEUTRAL = '#d9b39b';
const BANNER = { width: 1920, height: 720 };
/** The size of a seeded product photo. */
export const SEED_PHOTO = { width: 960, height: 1200 };

/** One seeded product photo: its file, and the colour it shows (null: the product comes in no colour). */
export interface SeedPhoto {
  file: string;
  color: string | null;
  view: number;
}

const fileSlug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The photos of the product at this place in the seed list: 3 to 5 views in its first colour (the first is its
 * main image), then a front view in each other colour, so a shopper who picks one sees it.
 */
export function productPhotos(slug: string, colors: readonly string[], index: number): SeedPhoto[] {
  const [first = null, ...others] = colors;
  const main = Array.from({ length: 3 + (index % 3) }, (_, view) => ({
    file: `product-${slug}-${view + 1}.webp`,
    color: first,
    view,
  }));
  const rest = others.map((color) => ({ file: `product-${slug}-${fileSlug(color)}-1.webp`, color, view: 0 }));
  return [...main, ...rest];
}
export const collectionLogo = (slug: string) => `collection-${slug}.webp`;
export const collectionBanner = (slug: string) => `collection-${slug}-banner.webp`;
export const blogImage = (slug: string) => `blog-${slug}.webp`;
/** Every other post has a banner of its own. */
export const blogBanner = (slug: string, index: number) => (index % 2 === 0 ? `blog-${slug}-banner.webp` : undefined);

function drawings(): Drawing[] {
  const colorByTitle = new Map(COLORS.map((c) => [c.title, c.value]));
  const { plum } = brandTokens();
  const list: Drawing[] = PAGES.map((page) => ({
    file: page.banner,
    svg: bannerSvg({ title: page.titleEn, tagline: String(page.content.tagline ?? ''), color: plum }),
    ...BANNER,
    preview: true,
  }));
  for (const c of COLLECTIONS) {
    const svg = collectionLogoSvg({ title: c.title_en, color: c.color, motif: c.motif });
    list.push({ file: collectionLogo(c.slug), svg, width: 600, height: 600, preview: true });
    const banner = bannerSvg({ title: c.title_en, tagline: '', color: c.color });
    list.push({ file: collectionBanner(c.slug), svg: banner, ...BANNER, preview: true });
  }
  PRODUCTS.forEach((p, index) => {
    productPhotos(p.slug, p.colors, index).forEach(({ file, color, view }, place) => {
      const svg = productImageSvg({
        kind: p.kind,
        color: colorByTitle.get(color ?? '') ?? NEUTRAL,
        view,
        lace: p.lace,
        seed: index,
      });
      // Drawn at 800 x 1000, kept a fifth larger for the zoom; the first picture is the one a shared link shows.
      list.push({ file, svg, ...SEED_PHOTO, preview: place === 0 });
    });
  });
  BLOG_POSTS.forEach((post, index) => {
    list.push({
      file: blogImage(post.slug),
      svg: blogImageSvg({ title: post.title_en, color: post.color, seed: index }),
      width: 1600,
      height: 900,
      preview: true,
    });
    const banner = blogBanner(post.slug, index);
    if (banner) list.push({ file: banner, svg: bannerSvg({ title: post.title_en, tagline: '', color: post.color }), ...BANNER });
  });
  return list;
}

async function render({ file, svg, width, height, preview }: Drawing): Promise<MediaRow[]> {
  const key = [RASTER_RECIPE, width, height, svg];
  const body = await cachedRender(key, () => toWebp(Buffer.from(svg), width, height));
  const rows: MediaRow[] = [{ file, contentType: 'image/webp', body }];
  if (preview) {
    const jpeg = await cachedRender([...key, 'preview'], () => socialPreview(body));
    rows.push({ file: previewFile(file), contentType: 'image/jpeg', body: jpeg });
  }
  return rows;
}

/**
 * Every seeded picture: the store's logo as SVG (a logo stays sharp at any size), the rest rendered to WebP
 * (and JPEG previews) from their drawings, each once per machine (render-cache).
 */
export async function seedMedia(): Promise<MediaRow[]> {
  const logo: MediaRow = { file: STORE.logo, contentType: 'image/svg+xml', body: Buffer.from(storeLogoSvg(STORE.storeName)) };
  const rendered = await inPool(drawings(), os.availableParallelism(), render);
  return [logo, ...rendered.flat()];
}
