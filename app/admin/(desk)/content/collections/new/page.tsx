import type { Metadata } from 'next';
import { CollectionForm } from '@/components/admin/content/CollectionForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Add a collection' };

export default async function NewCollectionPage() {
  await staffPage('/admin/content/collections/new', 'content');
  return (
    <>
      <PageTitle>Add a collection</PageTitle>
      <Panel aria-label="Collection">
        <CollectionForm values={null} />
      </Panel>
    </>
  );
}
