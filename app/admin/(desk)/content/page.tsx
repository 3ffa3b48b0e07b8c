import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { CollectionTable, PostTable } from '@/components/admin/content/ContentTables';
import { PageForm } from '@/components/admin/content/PageForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { listCollections, listPageForms, listPosts } from '@/lib/server/content/desk';
import { getDb } from '@/lib/server/db';
import { EDITABLE_PAGES } from '@/lib/validation/content-forms';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Content' };

/** A list of the page with its heading and the link that adds to it. */
function ListSection({
  id,
  title,
  add,
  href,
  children,
}: {
  id: string;
  title: string;
  add: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div className={styles.heading}>
        <h2 id={`${id}-heading`}>{title}</h2>
        <Link href={href} className={styles.secondary}>
          {add}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The shop's words and pictures: the banners and titles of home, shop and clearance, the collections, the blog. */
export default async function ContentPage() {
  await staffPage('/admin/content');
  const db = await getDb();
  const [pages, collections, posts] = await Promise.all([listPageForms(db), listCollections(db), listPosts(db)]);
  return (
    <>
      <h1 className={styles.title}>Content</h1>
      {pages.map((page) => (
        <section key={page.keyname} className={styles.panel} aria-labelledby={`page-${page.keyname}-heading`}>
          <h2 id={`page-${page.keyname}-heading`}>{EDITABLE_PAGES[page.keyname]} page</h2>
          <PageForm values={page} />
        </section>
      ))}
      <ListSection id="collections" title="Collections" add="Add a collection" href="/admin/content/collections/new">
        <CollectionTable rows={collections} />
      </ListSection>
      <ListSection id="posts" title="Blog" add="Add a post" href="/admin/content/posts/new">
        <PostTable rows={posts} now={new Date()} />
      </ListSection>
    </>
  );
}
