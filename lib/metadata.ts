import type { Metadata } from 'next';
import { mediaUrl, previewFile } from './format';

/**
 * The shop's description, in the words of the home banner's tagline (spec: Home): every page's description where it
 * has none of its own, the web app manifest's, and the tagline the seed gives home.
 */
export const SHOP_DESCRIPTION = 'Luxury lingerie designed to celebrate every body, every shade, every day.';

export interface PageMeta {
  title: string;
  description?: string;
  /** the page's own path: its canonical address */
  path: string;
  /** the stored picture a shared link shows: its social preview (previewFile) goes out as og:image */
  image?: { file: string; alt?: string };
  /** false for personal pages (cart, checkout, account): kept out of search results */
  index?: boolean;
  type?: 'website' | 'article';
}

/** A social preview's size: what Facebook, WhatsApp and X show for a shared link (Open Graph, 1.91:1). */
export const PREVIEW = { width: 1200, height: 630 } as const;

/** Title, description, canonical address and social previews (Open Graph, Twitter) in one shape for every page. */
export function pageMetadata({
  title,
  description = SHOP_DESCRIPTION,
  path,
  image,
  index = true,
  type = 'website',
}: PageMeta): Metadata {
  const images = image && [{ url: mediaUrl(previewFile(image.file)), ...PREVIEW, alt: image.alt ?? title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type, url: path, title, description, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
