import type { MetadataRoute } from 'next';
import { CONTENT_SLUGS } from '@/content';
import { getDb } from '@/lib/server/db';
import { sitemapEntries } from '@/lib/server/content/sitemap';

/** /sitemap.xml, regenerated at most every hour. */
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getDb(), CONTENT_SLUGS);
}
