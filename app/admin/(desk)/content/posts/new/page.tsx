import type { Metadata } from 'next';
import { PostForm } from '@/components/admin/content/PostForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { dhakaInput } from '@/lib/validation/form-fields';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Add a post' };

export default async function NewPostPage() {
  await staffPage('/admin/content/posts/new', 'content');
  return (
    <>
      <PageTitle>Add a post</PageTitle>
      <Panel aria-label="Post">
        <PostForm values={null} now={dhakaInput(new Date())} />
      </Panel>
    </>
  );
}
