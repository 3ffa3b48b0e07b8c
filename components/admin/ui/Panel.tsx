import type { ComponentProps, ReactNode } from 'react';
import actions from './Actions.module.scss';
import styles from './Panel.module.scss';

/**
 * A white box of a desk page: under its heading (an h2 of this `id`, with what goes `beside` it) or, without a
 * title, named by its `aria-label`.
 */
export function Panel({
  title,
  id,
  beside,
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'title'> & { title?: ReactNode; beside?: ReactNode }) {
  const heading = title && <h2 id={id}>{title}</h2>;
  return (
    <section className={styles.panel} aria-labelledby={title ? id : undefined} {...section}>
      {beside ? (
        <div className={actions.row}>
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
