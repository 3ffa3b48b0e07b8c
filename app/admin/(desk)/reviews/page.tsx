import type { Metadata } from 'next';
import { ReviewList } from '@/components/admin/reviews/ReviewList';
import { ReviewsSwitch } from '@/components/admin/reviews/ReviewsSwitch';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Pager } from '@/components/admin/ui/Pager';
import filters from '@/components/admin/ui/Filters.module.scss';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/reviews';
import { filledParams } from '@/lib/search-params';
import { getDb } from '@/lib/server/db';
import { listDeskReviews } from '@/lib/server/reviews/desk';
import { reviewsOn } from '@/lib/server/reviews/shop';
import { staffPage } from '@/lib/server/routes/staff-page';
import { deskReviewQuerySchema } from '@/lib/validation/reviews';

export const metadata: Metadata = { title: 'Reviews' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const hrefOf = (status: ReviewStatus, page = 1) => `/admin/reviews?${new URLSearchParams({ status, page: String(page) })}`;

/** The customers' reviews by state, waiting ones first: the owner approves, hides and replies, and turns reviews on. */
export default async function ReviewsPage({ searchParams }: Props) {
  const member = await staffPage('/admin/reviews', 'content');
  const parsed = deskReviewQuerySchema.safeParse(filledParams(await searchParams));
  const { status, page } = parsed.success ? parsed.data : { status: 'pending' as const, page: 1 };
  const db = await getDb();
  const [list, on] = await Promise.all([listDeskReviews(db, member, status, page), reviewsOn(db)]);
  return (
    <>
      <PageTitle beside={<ReviewsSwitch on={on} />}>Reviews</PageTitle>
      <nav aria-label="Reviews by state">
        <ul className={filters.counts}>
          {(Object.keys(REVIEW_STATUSES) as ReviewStatus[]).map((s) => (
            <li key={s}>
              <a href={hrefOf(s)} aria-current={s === status}>
                {REVIEW_STATUSES[s]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ReviewList reviews={list.data} />
      <Pager page={list.current_page} last={list.last_page} href={(n) => hrefOf(status, n)} />
    </>
  );
}
