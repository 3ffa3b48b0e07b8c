'use client';
import type { FormEvent } from 'react';
import type { DeskAttributeValue } from '@/lib/types/attributes';
import type { AttributeKind } from '@/lib/validation/attributes';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './AttributesDesk.module.scss';

/** The list's order with one value moved one place up (-1) or down (+1). */
function moved(order: number[], id: number, step: -1 | 1): number[] {
  const next = [...order];
  const at = next.indexOf(id);
  [next[at], next[at + step]] = [next[at + step], next[at]];
  return next;
}

/** One size, colour or style: its title (and swatch) to save, its place in the list, and retire or restore. */
export function AttributeRow({ kind, value, order }: { kind: AttributeKind; value: DeskAttributeValue; order: number[] }) {
  const { run, outcome, pending } = useAdminAction();
  const at = order.indexOf(value.id);
  const id = `${kind}-${value.id}`;

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    await run(`attributes/${kind}/${value.id}`, fields);
  }

  return (
    <tr data-testid="attribute-row" className={value.retired ? styles.retired : undefined}>
      <td>
        <form method="post" className={actions.row} onSubmit={rename}>
          <label htmlFor={`${id}-title`} className={styles.hidden}>
            Title of {value.title}
          </label>
          <input id={`${id}-title`} name="title" defaultValue={value.title} required maxLength={40} className={styles.title} />
          {value.value !== undefined && (
            <>
              <label htmlFor={`${id}-value`} className={styles.hidden}>
                Swatch of {value.title}
              </label>
              <input id={`${id}-value`} name="value" type="color" defaultValue={value.value} />
            </>
          )}
          <button type="submit" className={actions.secondary} disabled={pending} aria-label={`Save ${value.title}`}>
            Save
          </button>
        </form>
        {outcome?.ok === false && <FormOutcome outcome={outcome} />}
      </td>
      <td>{value.products}</td>
      <td>
        <div className={actions.row}>
          <button
            type="button"
            className={actions.secondary}
            disabled={pending || at === 0}
            aria-label={`Move ${value.title} up`}
            onClick={() => run(`attributes/${kind}/order`, { ids: moved(order, value.id, -1) })}
          >
            ↑
          </button>
          <button
            type="button"
            className={actions.secondary}
            disabled={pending || at === order.length - 1}
            aria-label={`Move ${value.title} down`}
            onClick={() => run(`attributes/${kind}/order`, { ids: moved(order, value.id, 1) })}
          >
            ↓
          </button>
          {value.retired && <span>Retired</span>}
          <button
            type="button"
            className={actions.secondary}
            disabled={pending}
            aria-label={`${value.retired ? 'Restore' : 'Retire'} ${value.title}`}
            onClick={() => run(`attributes/${kind}/${value.id}`, { retired: !value.retired })}
          >
            {value.retired ? 'Restore' : 'Retire'}
          </button>
        </div>
      </td>
    </tr>
  );
}
