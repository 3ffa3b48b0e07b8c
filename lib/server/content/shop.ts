import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { blogPosts, pages } from '../db/schema';
import { pageOf } from '../db/pagination';
import type { Page } from '../../types/catalog';
import type { BlogPost, BlogPostSummary, PageContent } from '../../types/content';

/**
 * Posts per blog page.
 * @internal (also read by the tests)
 */
export const BLOG_PAGE_SIZE = 6;
/**
 * Length of a post's plain-text excerpt in the list.
 * @internal (also read by the tests)
 */
export const EXCERPT_LENGTH = 160;
/** Length of a product's description preview: its page description and social preview (spec section 9). */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** Plain text of an HTML fragment, at most `length` characters: shortened on a word boundary with an ellipsis. */
export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

/** GET /api/page?keyname=…: a named page's content, or null. */
export async function getPage(db: Db, keyname: string): Promise<PageContent | null> {
  const [row] = await db.select().from(pages).where(eq(pages.keyname, keyname)).limit(1);
  return row ? { keyname: row.keyname, title_en: row.titleEn, banner: row.banner, content: row.content } : null;
}

const isPublished = sql`${blogPosts.publishedAt} <= now()`;

/** GET /api/blog/all: newest posts first, BLOG_PAGE_SIZE a page. */
export async function listBlogPosts(db: Db, page: number): Promise<Page<BlogPostSummary>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(isPublished)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(isPublished),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    image: row.image,
    excerpt: excerptOf(row.desEn),
    published_at: row.publishedAt.toISOString(),
  }));
  return pageOf(data, { page, perPage: BLOG_PAGE_SIZE, total });
}

/** GET /api/blog/single: one published post by slug, or null. */
export async function getBlogPost(db: Db, slug: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (!row || row.publishedAt > new Date()) return null;
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    image: row.image,
    des_en: row.desEn,
    meta: row.meta,
    published_at: row.publishedAt.toISOString(),
  };
}
