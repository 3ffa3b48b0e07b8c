'use client';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { PAGE_LIMITS } from '@/lib/field-limits';
import type { PageFormValues } from '@/lib/types/content-desk';
import { EDITABLE_PAGES, PAGE_FIELDS, pageFormProblems } from '@/lib/validation/content-forms';
import { FormOutcome } from '../ui/FormOutcome';
import { readForm } from '../ui/read-form';
import { useFieldForm } from '../ui/useFieldForm';
import { PictureInput } from './PictureInput';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

/** The banner and title of home, shop or clearance (and home's tagline), as the page shows them. */
export function PageForm({ values }: { values: PageFormValues }) {
  const router = useRouter();
  const { keyname } = values;
  const { formRef, save, field, outcome, pending } = useFieldForm(`page-${keyname}`, PAGE_FIELDS, pageFormProblems);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { text } = readForm(event.currentTarget);
    const draft = { title: text('title'), tagline: keyname === 'home' ? text('tagline') : '', banner: text('banner') };
    await save(`pages/${keyname}`, draft, (answer) => answer.ok && router.refresh());
  }

  return (
    <form
      ref={formRef}
      method="post"
      className={layout.form}
      onSubmit={submit}
      noValidate
      aria-label={`${EDITABLE_PAGES[keyname]} page`}
    >
      {field('title', (props) => (
        <input {...props} defaultValue={values.title} maxLength={PAGE_LIMITS.title} />
      ))}
      {keyname === 'home' &&
        field(
          'tagline',
          (props) => <input {...props} defaultValue={values.tagline} maxLength={PAGE_LIMITS.tagline} />,
          'Under the title',
        )}
      {field(
        'banner',
        (props) => (
          <PictureInput {...(props as { id: string; name: string })} file={values.banner} alt="Banner" size={[288, 108]} />
        ),
        'Wide: 1920 × 720 pixels or more',
      )}
      <button type="submit" className={actions.primary} disabled={pending}>
        Save {EDITABLE_PAGES[keyname].toLowerCase()} page
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
