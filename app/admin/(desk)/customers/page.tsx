import type { Metadata } from 'next';
import { BlockedPhones } from '@/components/admin/customers/BlockedPhones';
import { BlockForm } from '@/components/admin/customers/BlockForm';
import { CustomerSearch } from '@/components/admin/customers/CustomerSearch';
import { CustomerTable } from '@/components/admin/customers/CustomerTable';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Pager } from '@/components/admin/ui/Pager';
import { Panel } from '@/components/admin/ui/Panel';
import actions from '@/components/admin/ui/Actions.module.scss';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import table from '@/components/admin/ui/Table.module.scss';
import { filledParams } from '@/lib/search-params';
import { listBlockedPhones } from '@/lib/server/customers/blocked';
import { listCustomers } from '@/lib/server/customers/desk';
import { getDb } from '@/lib/server/db';
import { staffPage } from '@/lib/server/routes/staff-page';
import { customerDeskQuerySchema } from '@/lib/validation/customer-desk';

export const metadata: Metadata = { title: 'Customers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The customers, newest first, 25 a page, by phone, name or e-mail; and the blocked phones. */
export default async function CustomersPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const query = new URLSearchParams(params).toString();
  const member = await staffPage(query ? `/admin/customers?${query}` : '/admin/customers', 'customers');
  const parsed = customerDeskQuerySchema.safeParse(params);
  const filters = parsed.success ? parsed.data : { page: 1 };
  const db = await getDb();
  const [page, blocked] = await Promise.all([listCustomers(db, filters), listBlockedPhones(db)]);
  const href = (n: number) => `/admin/customers?${new URLSearchParams({ ...(filters.q && { q: filters.q }), page: String(n) })}`;
  return (
    <>
      <PageTitle
        beside={
          // Every customer's phone and address: the owner's alone to take away.
          member.role === 'owner' && (
            <a href="/api/admin/customers/export" className={actions.secondary} download>
              Export customers CSV
            </a>
          )
        }
      >
        Customers
      </PageTitle>
      <CustomerSearch action="/admin/customers" name="q" value={filters.q} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      {page.data.length ? (
        <CustomerTable rows={page.data} total={page.total} />
      ) : (
        <p className={table.empty}>No customer matches this search.</p>
      )}
      <Pager page={page.current_page} last={page.last_page} href={href} />
      <Panel id="blocked-phones-title" title="Blocked phones">
        <p>New orders from a blocked phone, as the customer&rsquo;s or the receiver&rsquo;s, go to Hold: call first.</p>
        <BlockForm />
        {blocked.length > 0 && <BlockedPhones phones={blocked} />}
      </Panel>
    </>
  );
}
