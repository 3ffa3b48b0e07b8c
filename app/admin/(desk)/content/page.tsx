import type { Metadata } from 'next';
import { CollectionTable, PostTable } from '@/components/admin/content/ContentTables';
import { PageForm } from '@/components/admin/content/PageForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { listCollections, listPageForms, listPosts } from '@/lib/server/content/desk';
import { getDb } from '@/lib/server/db';
import { EDITABLE_PAGES } from '@/lib/validation/content-forms';
import { AddLink } from '@/components/admin/ui/AddLink';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Content' };

/** The shop's words and pictures: the banners and titles of home, shop and clearance, the collections, the blog. */
export default async function ContentPage() {
  await staffPage('/admin/content', 'content');
  const db = await getDb();
  const [pages, collections, posts] = await Promise.all([listPageForms(db), listCollections(db), listPosts(db)]);
  return (
    <>
      <PageTitle>Content</PageTitle>
      {pages.map((page) => (
        <Panel key={page.keyname} id={`page-${page.keyname}-heading`} title={`${EDITABLE_PAGES[page.keyname]} page`}>
          <PageForm values={page} />
        </Panel>
      ))}
      <Panel
        id="collections-heading"
        title="Collections"
        beside={<AddLink href="/admin/content/collections/new">Add a collection</AddLink>}
      >
        <CollectionTable rows={collections} />
      </Panel>
      <Panel id="posts-heading" title="Blog" beside={<AddLink href="/admin/content/posts/new">Add a post</AddLink>}>
        <PostTable rows={posts} now={new Date()} />
      </Panel>
    </>
  );
}
