'use client';
import type { FormEvent } from 'react';
import { COLLECTION_LIMITS } from '@/lib/field-limits';
import type { CollectionFormValues } from '@/lib/types/content-desk';
import { COLLECTION_FIELDS, collectionFormProblems } from '@/lib/validation/content-forms';
import { FormOutcome } from '../ui/FormOutcome';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import { useTitleAndSlug } from '../ui/useTitleAndSlug';
import { PictureInput } from './PictureInput';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

const EMPTY = { title: '', slug: '', description: '', logo: '', banner: '', sort: 0 };

/** A collection's title, address, description, logo, banner and place in the menu. A new one opens its own page once added. */
export function CollectionForm({ values }: { values: CollectionFormValues | null }) {
  const start = values ?? EMPTY;
  const { formRef, saveRecord, field, whole, outcome, pending } = useFieldForm(
    'collection',
    COLLECTION_FIELDS,
    collectionFormProblems,
  );
  const titleAndSlug = useTitleAndSlug(field, start, values === null, COLLECTION_LIMITS.title);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, number } = readForm(event.currentTarget);
    const draft = {
      title: text('title'),
      slug: text('slug'),
      description: text('description').replace(/\s+/g, ' '), // one paragraph
      logo: text('logo'),
      banner: text('banner'),
      sort: number('sort'),
    };
    await saveRecord('collections', values?.id, draft, '/admin/content/collections');
  }

  return (
    <form ref={formRef} method="post" className={layout.form} onSubmit={submit} noValidate>
      {titleAndSlug((slug) => `/shop?category=${slug}`)}
      {field(
        'description',
        (props) => (
          <textarea {...props} defaultValue={start.description} maxLength={COLLECTION_LIMITS.description} rows={3} />
        ),
        'A sentence or two under the title on its page, and what search engines show',
      )}
      {field(
        'logo',
        (props) => (
          <PictureInput {...(props as { id: string; name: string })} file={start.logo} alt="Logo" size={[120, 120]} />
        ),
        'Square: 600 × 600 pixels or more',
      )}
      {field(
        'banner',
        (props) => (
          <PictureInput
            {...(props as { id: string; name: string })}
            file={start.banner}
            alt="Banner"
            size={[288, 108]}
            removable
          />
        ),
        "Wide: 1920 × 720 pixels or more; none: the shop's banner",
      )}
      {whole('sort', start.sort, 'Lower numbers come first in the menu')}
      <button type="submit" className={actions.primary} disabled={pending}>
        {values ? 'Save collection' : 'Add collection'}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
