import type { HistoryEntry } from '@/lib/types/history';
import { HistoryList } from './HistoryList';
import { Panel } from '../ui/Panel';

/** The history of one thing (a product, a coupon, the settings), under its form. */
export function ChangesPanel({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Panel id="changes-heading" title="Changes">
      <HistoryList entries={entries} />
    </Panel>
  );
}
