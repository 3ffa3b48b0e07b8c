import { minimumNote } from '@/lib/cart';
import type { Purchasable } from '@/lib/types/cart';
import styles from './MinimumNote.module.scss';

/** "Minimum 3" or "Pack of 3 · BDT 1,470" under a price (inside it), so the count a product goes into the bag at is said first. */
export function MinimumNote({ product }: { product: Pick<Purchasable, 'min' | 'max' | 'price' | 'spacial_price'> }) {
  const note = minimumNote(product);
  return note && <span className={styles.minimum}>{note}</span>;
}
