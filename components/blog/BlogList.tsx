'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadMore } from '@/components/ui/LoadMore';
import { MediaImage } from '@/components/ui/MediaImage';
import { useMorePages } from '@/components/ui/useMorePages';
import { formatDate } from '@/lib/format';
import type { Page } from '@/lib/types/catalog';
import type { BlogPostSummary } from '@/lib/types/content';
import { useApiCall } from '@/store/useApiCall';
import styles from './BlogList.module.scss';

/** The blog's grid of posts: page 1 from the server, then 'Load more'. */
export function BlogList({ firstPage }: { firstPage: Page<BlogPostSummary> }) {
  const [callApi] = useApiCall();
  const more = useMorePages(firstPage, (page) =>
    callApi((api) => api.endpoints.listBlogPosts.initiate(page, { subscribe: false })).then(
      ({ data, error }) => data ?? Promise.reject(error),
    ),
  );
  if (!firstPage.total) return <EmptyState title="No Item Avalible" link={{ href: '/', label: 'Back to Home' }} />;
  return (
    <>
      <ul className={styles.grid}>
        {more.items.map((post) => (
          <li key={post.id}>
            <article className={styles.post}>
              {post.image && (
                <MediaImage
                  file={post.image}
                  alt=""
                  width={800}
                  height={450}
                  sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
              )}
              <div className={styles.text}>
                <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                <h2>
                  <ShopLink href={`/blog/${post.slug}`} className={styles.link}>
                    {post.title_en}
                  </ShopLink>
                </h2>
                <p>{post.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {more.hasMore && <LoadMore onClick={more.loadMore} loading={more.loading} failed={more.failed} />}
    </>
  );
}
