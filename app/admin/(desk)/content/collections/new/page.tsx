import type { Metadata } from 'next';
import { CollectionForm } from '@/components/admin/content/CollectionForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Add a collection' };

export default async function NewCollectionPage() {
  await staffPage('/admin/content/collections/new');
  return (
    <>
      <h1 className={styles.title}>Add a collection</h1>
      <section className={styles.panel} aria-label="Collection">
        <CollectionForm values={null} />
      </section>
    </>
  );
}
