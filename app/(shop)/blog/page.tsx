import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/BlogList';
import { PageShell } from '@/components/layout/PageShell';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';
import { listBlogPosts } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';

/** Rendered once, then regenerated at most every 5 minutes. */
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description: 'Fit guides, fabric care and style notes from our studio: how to find, wear and look after lingerie you love.',
  path: '/blog',
});

export default async function BlogPage() {
  const firstPage = await listBlogPosts(await getDb(), 1);
  return (
    <PageShell title="Blog" before={<Breadcrumb items={[{ label: 'Blog' }]} />}>
      <BlogList firstPage={firstPage} />
    </PageShell>
  );
}
