import type { Metadata } from 'next';
import { cache } from 'react';
import { ChangesPanel } from '@/components/admin/history/ChangesPanel';
import { CollectionForm } from '@/components/admin/content/CollectionForm';
import { staffMetadata, staffPage } from '@/lib/server/routes/staff-page';
import { getCollectionForm } from '@/lib/server/content/desk';
import { getDb } from '@/lib/server/db';
import { listHistory } from '@/lib/server/history';
import { orNotFound } from '@/lib/server/routes/or-not-found';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

/** The collection of the address, or the back office's 404. */
const load = cache(async (context: IdContext) =>
  orNotFound(async () => getCollectionForm(await getDb(), await routeId(context))),
);

export async function generateMetadata(context: IdContext): Promise<Metadata> {
  return staffMetadata(async () => ({ title: (await load(context)).title }), 'content');
}

/** One collection: its form and the history of its changes. */
export default async function CollectionPage(context: IdContext) {
  const { id } = await context.params;
  await staffPage(`/admin/content/collections/${encodeURIComponent(id)}`, 'content');
  const values = await load(context);
  const history = await listHistory(await getDb(), { subject: 'collection', subjectId: values.id });
  return (
    <>
      <PageTitle>{values.title}</PageTitle>
      <Panel aria-label="Collection">
        <CollectionForm values={values} />
      </Panel>
      <ChangesPanel entries={history.data} />
    </>
  );
}
