import styles from './QuantityControl.module.scss';

/** − count + with accessible names; the rules (min, max, removal) live with the caller. */
export function QuantityControl({
  count,
  label,
  onDecrement,
  onIncrement,
}: {
  count: number;
  label: string;
  onDecrement: () => void;
  onIncrement: () => void;
}) {
  return (
    <div className={styles.control} role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" onClick={onDecrement} aria-label={`One less ${label}`}>
        −
      </button>
      <output aria-live="polite" aria-label="Quantity">
        {count}
      </output>
      <button type="button" onClick={onIncrement} aria-label={`One more ${label}`}>
        +
      </button>
    </div>
  );
}
