import { pieceNames } from '@/lib/cart';
import type { BundlePiece } from '@/lib/types/cart';
import styles from './PieceList.module.scss';

/** A bundle line's pieces, each with its size and colour (cart, My Order, the desk and the packing slip). */
export function PieceList({ pieces }: { pieces: readonly BundlePiece[] }) {
  return (
    <ul className={styles.pieces} aria-label="Pieces of the set">
      {pieceNames(pieces).map((name, index) => (
        <li key={index}>{name}</li>
      ))}
    </ul>
  );
}
