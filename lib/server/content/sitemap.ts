import 'server-only';
import type { MetadataRoute } from 'next';
import { asc, eq, sql } from 'drizzle-orm';
import { absoluteUrl } from '../site';
import type { Db } from '../db';
import { blogPosts, bundles, categories, products } from '../db/schema';

/**
 * Every page a search engine should find: the listings, each collection, product, bundle, blog post and the static pages
 * (`staticSlugs`, whose texts live in content/).
 */
export async function sitemapEntries(db: Db, staticSlugs: readonly string[]): Promise<MetadataRoute.Sitemap> {
  const [productRows, collectionRows, postRows, bundleRows] = await Promise.all([
    db
      .select({ slug: products.slug, createdAt: products.createdAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.sort)),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(sql`${blogPosts.publishedAt} <= now()`)
      .orderBy(asc(blogPosts.id)),
    db.select({ slug: bundles.slug }).from(bundles).where(eq(bundles.active, true)).orderBy(asc(bundles.sort)),
  ]);
  const page = (path: string, priority: number, lastModified?: Date) => ({ url: absoluteUrl(path), priority, lastModified });
  return [
    page('/', 1),
    page('/shop', 0.9),
    page('/clearance-sale', 0.8),
    ...collectionRows.map(({ slug }) => page(`/shop?${new URLSearchParams({ category: slug })}`, 0.8)),
    ...productRows.map(({ slug, createdAt }) => page(`/product/${slug}`, 0.7, createdAt)),
    page('/bundles', 0.7),
    ...bundleRows.map(({ slug }) => page(`/bundles/${slug}`, 0.7)),
    page('/blog', 0.5),
    ...postRows.map(({ slug, publishedAt }) => page(`/blog/${slug}`, 0.5, publishedAt)),
    page('/contact', 0.3),
    ...staticSlugs.map((slug) => page(`/${slug}`, 0.3)),
  ];
}
