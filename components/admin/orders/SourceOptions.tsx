import { ORDER_SOURCES } from '@/lib/order-source';

/** Where an order came from, as `<option>`s of a select, by their labels. */
export function SourceOptions() {
  return ORDER_SOURCES.map((source) => (
    <option key={source.value} value={source.value}>
      {source.label}
    </option>
  ));
}
