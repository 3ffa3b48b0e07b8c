'use client';
import { useState, type ReactNode } from 'react';
import { SLUG_MAX } from '@/lib/field-limits';
import { slugFromTitle } from '@/lib/validation/form-fields';

type FieldOf = (name: 'title' | 'slug', input: (props: Record<string, unknown>) => ReactNode, hint?: string) => ReactNode;

/**
 * The title and slug fields of a form (useFieldForm's `field`): a new record's slug follows its title until it is
 * typed in; the hint shows the address it gives.
 */
export function useTitleAndSlug(field: FieldOf, start: { title: string; slug: string }, isNew: boolean, max: number) {
  const [title, setTitle] = useState(start.title);
  const [slug, setSlug] = useState(start.slug);
  const [slugTyped, setSlugTyped] = useState(!isNew);
  return function fields(address: (slug: string) => string) {
    return (
      <>
        {field('title', (props) => (
          <input
            {...props}
            value={title}
            maxLength={max}
            autoComplete="off"
            onChange={(event) => {
              setTitle(event.target.value);
              if (!slugTyped) setSlug(slugFromTitle(event.target.value));
            }}
          />
        ))}
        {field(
          'slug',
          (props) => (
            <input
              {...props}
              value={slug}
              maxLength={SLUG_MAX}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugTyped(true);
              }}
            />
          ),
          `The address: ${address(slug || '…')}`,
        )}
      </>
    );
  };
}
