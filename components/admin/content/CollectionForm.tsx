'use client';
import type { FormEvent } from 'react';
import type { CollectionFormValues } from '@/lib/types/content-desk';
import { COLLECTION_FIELDS, collectionFormProblems } from '@/lib/validation/content-forms';
import { FormOutcome } from '../FormOutcome';
import { readForm } from '../form/read-form';
import { useFieldForm } from '../form/useFieldForm';
import { useTitleAndSlug } from '../form/useTitleAndSlug';
import { PictureInput } from './PictureInput';
import styles from '../Admin.module.scss';

const EMPTY = { title: '', slug: '', logo: '', sort: 0 };

/** A collection's title, address, logo and place in the menu. A new one opens its own page once added. */
export function CollectionForm({ values }: { values: CollectionFormValues | null }) {
  const start = values ?? EMPTY;
  const { saveRecord, field, whole, outcome, pending } = useFieldForm('collection', COLLECTION_FIELDS, collectionFormProblems);
  const titleAndSlug = useTitleAndSlug(field, start, values === null, 60);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text, number } = readForm(event.currentTarget);
    const draft = {
      title: text('title'),
      slug: text('slug'),
      logo: text('logo'),
      sort: number('sort'),
    };
    await saveRecord('collections', values?.id, draft, '/admin/content/collections');
  }

  return (
    <form className={styles.productForm} onSubmit={submit} noValidate>
      {titleAndSlug((slug) => `/shop?category=${slug}`)}
      {field(
        'logo',
        (props) => (
          <PictureInput {...(props as { id: string; name: string })} file={start.logo} alt="Logo" size={[120, 120]} />
        ),
        'Square: 600 × 600 pixels or more',
      )}
      {whole('sort', start.sort, 'Lower numbers come first in the menu')}
      <button type="submit" className={styles.primary} disabled={pending}>
        {values ? 'Save collection' : 'Add collection'}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
