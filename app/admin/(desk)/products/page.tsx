import { countOf } from '@/components/admin/ui/RecordTable';
import type { Metadata } from 'next';
import { Pager } from '@/components/admin/ui/Pager';
import { ProductDeskFilters } from '@/components/admin/products/ProductDeskFilters';
import { ProductDeskTable } from '@/components/admin/products/ProductDeskTable';
import { filledParams } from '@/lib/search-params';
import { staffPage } from '@/lib/server/routes/staff-page';
import { listCategories } from '@/lib/server/catalog/products';
import { listDeskProducts } from '@/lib/server/catalog/desk';
import { getDb } from '@/lib/server/db';
import { productDeskQuerySchema } from '@/lib/validation/catalog-desk';
import { AddLink } from '@/components/admin/ui/AddLink';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import table from '@/components/admin/ui/Table.module.scss';

export const metadata: Metadata = { title: 'Products' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The catalogue: every product, published or not, by search, collection and low stock. */
export default async function ProductsPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const query = new URLSearchParams(params).toString();
  await staffPage(query ? `/admin/products?${query}` : '/admin/products', 'catalogue');
  const parsed = productDeskQuerySchema.safeParse(params);
  const filters = parsed.success ? parsed.data : { page: 1 };
  const db = await getDb();
  const [page, collections] = await Promise.all([listDeskProducts(db, filters), listCategories(db)]);
  const href = (n: number) => {
    const next = new URLSearchParams({ ...params, page: String(n) });
    return `/admin/products?${next}`;
  };
  return (
    <>
      <PageTitle beside={<AddLink href="/admin/products/new">Add a product</AddLink>}>Products</PageTitle>
      <ProductDeskFilters filters={filters} collections={collections} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      {page.data.length ? (
        <ProductDeskTable rows={page.data} caption={countOf(page.total, 'product')} />
      ) : (
        <p className={table.empty}>No product matches these filters.</p>
      )}
      <Pager page={page.current_page} last={page.last_page} href={href} />
    </>
  );
}
