'use client';
import { useRef, type FormEvent } from 'react';
import { POST_LIMITS } from '@/lib/field-limits';
import type { PostFormValues } from '@/lib/types/content-desk';
import { POST_FIELDS, postFormProblems } from '@/lib/validation/content-forms';
import { FormOutcome } from '../ui/FormOutcome';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import { useTitleAndSlug } from '../ui/useTitleAndSlug';
import { RichTextField } from '../ui/RichTextField';
import { PictureInput } from './PictureInput';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

/** A blog post: title, address, picture, text and the moment it shows (Dhaka time). A new one opens its own page. */
export function PostForm({ values, now }: { values: PostFormValues | null; now: string }) {
  const start = values ?? { title: '', slug: '', image: '', body: '', published_at: now };
  const { formRef, saveRecord, field, moment, fieldId, problems, outcome, pending } = useFieldForm(
    'post',
    POST_FIELDS,
    postFormProblems,
  );
  const titleAndSlug = useTitleAndSlug(field, start, values === null, POST_LIMITS.title);
  const body = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text } = readForm(event.currentTarget);
    const draft = {
      title: text('title'),
      slug: text('slug'),
      image: text('image'),
      body: body.current?.innerHTML ?? '',
      published_at: text('published_at'),
    };
    await saveRecord('posts', values?.id, draft, '/admin/content/posts');
  }

  return (
    <form ref={formRef} method="post" className={layout.form} onSubmit={submit} noValidate>
      {titleAndSlug((slug) => `/blog/${slug}`)}
      {field(
        'image',
        (props) => (
          <PictureInput {...(props as { id: string; name: string })} file={start.image} alt="Image" size={[240, 135]} />
        ),
        'Wide: 1600 × 900 pixels or more',
      )}
      <RichTextField id={fieldId('body')} label={POST_FIELDS.body} html={start.body} error={problems.body} ref={body} />
      {moment('published_at', start.published_at, 'Dhaka time. A later moment keeps the post off the blog until then.')}
      <button type="submit" className={actions.primary} disabled={pending}>
        {values ? 'Save post' : 'Add post'}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
