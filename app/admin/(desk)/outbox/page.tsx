import type { Metadata } from 'next';
import { OutboxList, OutboxSearch, OutboxStates } from '@/components/admin/outbox/OutboxList';
import { Pager } from '@/components/admin/ui/Pager';
import { filledParams } from '@/lib/search-params';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listOutbox } from '@/lib/server/outbox/desk';
import { outboxQuerySchema } from '@/lib/validation/admin';
import { PageTitle } from '@/components/admin/ui/PageTitle';

export const metadata: Metadata = { title: 'Outbox' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every e-mail and SMS the shop wrote, and how each went (the owner's). */
export default async function OutboxPage({ searchParams }: Props) {
  const member = await staffPage('/admin/outbox', 'settings');
  const parsed = outboxQuerySchema.safeParse(filledParams(await searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const { page, counts } = await listOutbox(await getDb(), member, query);
  const pageHref = (n: number) =>
    `/admin/outbox?${new URLSearchParams({ ...(query.state && { state: query.state }), ...(query.q && { q: query.q }), page: String(n) })}`;
  return (
    <>
      <PageTitle>Outbox</PageTitle>
      <OutboxStates counts={counts} current={query.state} />
      <OutboxSearch state={query.state} q={query.q} />
      <OutboxList entries={page.data} total={page.total} />
      <Pager page={page.current_page} last={page.last_page} href={pageHref} />
    </>
  );
}
