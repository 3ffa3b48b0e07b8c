'use client';
import { useState } from 'react';
import { displayPhone } from '@/lib/phone';
import type { CustomerRow } from '@/lib/types/customer-desk';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './MergeCandidates.module.scss';

/** How an account is told apart from another of the same name: its e-mail, else its phone. */
const handleOf = (row: CustomerRow) => row.email ?? (row.phone ? displayPhone(row.phone) : `#${row.id}`);

/**
 * The accounts a search found, each to merge into this one (the owner's), confirmed first: the question says what
 * moves, what this account gains and that the other is removed, which cannot be undone.
 */
export function MergeCandidates({ keptId, keptName, rows }: { keptId: number; keptName: string; rows: CustomerRow[] }) {
  const { run, outcome, pending } = useAdminAction();
  const [confirming, setConfirming] = useState<number | null>(null);

  async function merge(other: number) {
    await run(`customers/${keptId}/merge`, { other });
    setConfirming(null);
  }

  return (
    <>
      {rows.length ? (
        <ul className={styles.candidates}>
          {rows.map((row) => (
            <li key={row.id} data-testid="merge-candidate">
              <span>
                {row.name} · {handleOf(row)} · {row.orders} {row.orders === 1 ? 'order' : 'orders'}
              </span>
              {confirming === row.id ? (
                <div
                  className={styles.confirm}
                  role="alertdialog"
                  aria-labelledby={`merge-${row.id}-title`}
                  aria-describedby={`merge-${row.id}-text`}
                >
                  <p id={`merge-${row.id}-title`}>
                    <strong>
                      Merge {row.name} ({handleOf(row)}) into {keptName}?
                    </strong>
                  </p>
                  <p id={`merge-${row.id}-text`}>
                    {row.orders} {row.orders === 1 ? 'order moves' : 'orders move'} here, with her sessions and notes. This
                    account takes her e-mail, phone and password where it has none. Her other account is removed: this cannot be
                    undone.
                  </p>
                  <div className={actions.row}>
                    <button type="button" className={actions.primary} disabled={pending} onClick={() => merge(row.id)}>
                      Yes, merge
                    </button>
                    <button type="button" className={actions.secondary} onClick={() => setConfirming(null)}>
                      Keep both
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="button"
                  className={actions.secondary}
                  aria-label={`Merge ${row.name} (${handleOf(row)}) into this account`}
                  onClick={() => setConfirming(row.id)}
                >
                  Merge into this one
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>No other account matches.</p>
      )}
      <FormOutcome outcome={outcome} />
    </>
  );
}
