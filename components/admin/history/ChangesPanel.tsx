import type { HistoryEntry } from '@/lib/types/history';
import { HistoryList } from './HistoryList';
import styles from '../ui/Admin.module.scss';

/** The history of one thing (a product, a coupon, the settings), under its form. */
export function ChangesPanel({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section className={styles.panel} aria-labelledby="changes-heading">
      <h2 id="changes-heading" className={styles.heading}>
        Changes
      </h2>
      <HistoryList entries={entries} />
    </section>
  );
}
