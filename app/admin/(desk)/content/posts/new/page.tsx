import type { Metadata } from 'next';
import { PostForm } from '@/components/admin/content/PostForm';
import { staffPage } from '@/lib/server/routes/staff-page';
import { dhakaInput } from '@/lib/validation/form-fields';
import styles from '@/components/admin/ui/Admin.module.scss';

export const metadata: Metadata = { title: 'Add a post' };

export default async function NewPostPage() {
  await staffPage('/admin/content/posts/new');
  return (
    <>
      <h1 className={styles.title}>Add a post</h1>
      <section className={styles.panel} aria-label="Post">
        <PostForm values={null} now={dhakaInput(new Date())} />
      </section>
    </>
  );
}
