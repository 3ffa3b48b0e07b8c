import type { AttributeValue } from '@/lib/types/catalog';
import styles from './ColorSwatch.module.scss';

/** A colour as a small round swatch, its name for screen readers and on hover. */
export function ColorSwatch({ color }: { color: AttributeValue }) {
  return (
    <span className={styles.swatch} style={{ background: color.value }} title={color.title}>
      <span className={styles.name}>{color.title}</span>
    </span>
  );
}
