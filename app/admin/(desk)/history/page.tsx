import type { Metadata } from 'next';
import { z } from 'zod';
import { HistoryList } from '@/components/admin/history/HistoryList';
import { Pager } from '@/components/admin/ui/Pager';
import { pageNumber } from '@/lib/query-params';
import { filledParams } from '@/lib/search-params';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { ownerHistory } from '@/lib/server/history';
import { PageTitle } from '@/components/admin/ui/PageTitle';

export const metadata: Metadata = { title: 'History' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every change made in the back office, newest first (the owner's). */
export default async function HistoryPage({ searchParams }: Props) {
  const member = await staffPage('/admin/history', 'settings');
  const { page } = z.object({ page: pageNumber.catch(1) }).parse(filledParams(await searchParams));
  const changes = await ownerHistory(await getDb(), member, page);
  return (
    <>
      <PageTitle>History</PageTitle>
      <HistoryList entries={changes.data} showSubject />
      <Pager page={changes.current_page} last={changes.last_page} href={(n) => `/admin/history?page=${n}`} />
    </>
  );
}
