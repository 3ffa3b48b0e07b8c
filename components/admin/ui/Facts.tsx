import type { ReactNode } from 'react';
import facts from './Facts.module.scss';

/** A record's facts as name and value pairs, in the back office's one look. */
export function Facts({ items, testId }: { items: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className={facts.facts} data-testid={testId}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
