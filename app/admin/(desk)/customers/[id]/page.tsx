import type { Metadata } from 'next';
import { cache } from 'react';
import { CustomerDetail } from '@/components/admin/customers/CustomerDetail';
import { filledParams } from '@/lib/search-params';
import { getCustomer, mergeCandidates } from '@/lib/server/customers/desk';
import { getDb } from '@/lib/server/db';
import { orNotFound } from '@/lib/server/routes/or-not-found';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { staffMetadata, staffPage } from '@/lib/server/routes/staff-page';
import { customerPageQuerySchema } from '@/lib/validation/customer-desk';

type Props = IdContext & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's query: the page of her orders and the merge's search; a bad one is the first page and no search. */
const queryOf = async ({ searchParams }: Props) => {
  const parsed = customerPageQuerySchema.safeParse(filledParams(await searchParams));
  return parsed.success ? parsed.data : { page: 1, merge: undefined };
};

/** The customer of the address for an account with Orders (else the 403 page), or the back office's 404. */
const load = cache(async (context: IdContext, page: number) => {
  const member = await staffPage(`/admin/customers/${encodeURIComponent((await context.params).id)}`, 'customers');
  return { member, customer: await orNotFound(async () => getCustomer(await getDb(), member, await routeId(context), page)) };
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  return staffMetadata(async () => ({ title: (await load(props, (await queryOf(props)).page)).customer.name }), 'customers');
}

/** One customer: her record, contact, orders, blocked phones, notes; the owner merges another account into hers. */
export default async function CustomerPage(props: Props) {
  const { page, merge } = await queryOf(props);
  const { member, customer } = await load(props, page);
  const owner = member.role === 'owner';
  const candidates = owner && merge ? await mergeCandidates(await getDb(), customer.id, merge) : null;
  return <CustomerDetail customer={customer} owner={owner} merge={merge} candidates={candidates} />;
}
