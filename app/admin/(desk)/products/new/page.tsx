import type { Metadata } from 'next';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { getProductChoices } from '@/lib/server/catalog/editor';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Add a product' };

/** A new product: its form; photos and stock follow on its own page once it is added. */
export default async function NewProductPage() {
  await staffPage('/admin/products/new', 'catalogue', 'prices');
  const choices = await getProductChoices(await getDb());
  return (
    <>
      <PageTitle meta="Photos and stock are added on the product's page once it is saved.">Add a product</PageTitle>
      <Panel aria-label="Product">
        <ProductForm values={null} choices={choices} />
      </Panel>
    </>
  );
}
