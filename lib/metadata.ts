import type { Metadata } from 'next';
import { mediaUrl } from './format';

/** The shop's description where a page has none of its own. */
export const SHOP_DESCRIPTION = 'Luxury lingerie designed to celebrate every body, every shade, every day.';

export interface PageMeta {
  title: string;
  description?: string;
  /** the page's own path: its canonical address */
  path: string;
  /** a stored media file for social previews */
  image?: { file: string; width: number; height: number; alt?: string };
  /** false for personal pages (cart, checkout, account): kept out of search results */
  index?: boolean;
  type?: 'website' | 'article';
}

/** Title, description, canonical address and social previews (Open Graph, Twitter) in one shape for every page. */
export function pageMetadata({
  title,
  description = SHOP_DESCRIPTION,
  path,
  image,
  index = true,
  type = 'website',
}: PageMeta): Metadata {
  const images = image && [{ url: mediaUrl(image.file), width: image.width, height: image.height, alt: image.alt ?? title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type, url: path, title, description, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
