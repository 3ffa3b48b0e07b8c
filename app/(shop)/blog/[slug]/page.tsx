import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { RichText } from '@/components/product/RichText';
import { MediaImage } from '@/components/ui/MediaImage';
import { PageBanner } from '@/components/ui/PageBanner';
import { formatDate } from '@/lib/format';
import { SLUG_PATTERN } from '@/lib/patterns';
import { pageMetadata } from '@/lib/metadata';
import { DESCRIPTION_PREVIEW_LENGTH, excerptOf, getBlogPost } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import styles from './page.module.scss';

/** Rendered on first request, then served from the cache and regenerated at most every 5 minutes. */
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ slug: string }> };

/** An address that cannot be a post's (a NUL, a space) is a 404 without asking the database. */
const loadPost = cache(async (slug: string) => (SLUG_PATTERN.test(slug) ? getBlogPost(await getDb(), slug) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title_en,
    description: excerptOf(post.des_en, DESCRIPTION_PREVIEW_LENGTH),
    path: `/blog/${post.slug}`,
    image: post.image ? { file: post.image } : undefined,
    type: 'article',
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await loadPost((await params).slug);
  if (!post) notFound();
  return (
    <>
      <PageBanner title={post.title_en} banner={post.meta.banner ?? null} trail={[{ label: 'Blog', url: '/blog' }]} />
      <article className={styles.post}>
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        {post.image && (
          <MediaImage file={post.image} alt="" width={1600} height={900} preload sizes="(min-width: 800px) 760px, 100vw" />
        )}
        <RichText html={post.des_en} />
      </article>
    </>
  );
}
