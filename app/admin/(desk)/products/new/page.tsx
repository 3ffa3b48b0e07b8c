import type { Metadata } from 'next';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { getProductChoices } from '@/lib/server/catalog/editor';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Add a product' };

/** A new product: its form; photos and stock follow on its own page once it is added. */
export default async function NewProductPage() {
  await staffPage('/admin/products/new');
  const choices = await getProductChoices(await getDb());
  return (
    <>
      <h1 className={styles.title}>Add a product</h1>
      <p className={styles.meta}>Photos and stock are added on the product&apos;s page once it is saved.</p>
      <section className={styles.panel} aria-label="Product">
        <ProductForm values={null} choices={choices} />
      </section>
    </>
  );
}
