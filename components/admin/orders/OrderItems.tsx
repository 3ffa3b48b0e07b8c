import { PieceList } from '@/components/bundle/PieceList';
import { MediaImage } from '@/components/ui/MediaImage';
import { formatPrice, formatWeight } from '@/lib/format';
import type { DeskOrder, DeskOrderItem } from '@/lib/types/order-desk';
import styles from '../ui/Table.module.scss';

/** What became of a line's pieces after it went out: kept, exchanged, back in stock. */
const afterwards = ({ quantity, kept, exchanged, restocked }: DeskOrderItem) =>
  [
    kept !== null && `Kept ${kept} of ${quantity}`,
    exchanged && `${exchanged} exchanged`,
    restocked && `${restocked} back in stock`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * An order's lines: picture (left out on the packing slip), title, SKU and what became of it, size, colour, count,
 * price; its caption says the pieces and what the parcel weighs.
 */
export function OrderItems({
  order: { items, pieces, weight_kg },
  pictures = true,
}: {
  order: Pick<DeskOrder, 'items' | 'pieces' | 'weight_kg'>;
  pictures?: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption data-testid="parcel-weight">
        {pieces} {pieces === 1 ? 'piece' : 'pieces'} · {formatWeight(weight_kg)}
      </caption>
      <thead>
        <tr>
          {pictures && (
            <th scope="col">
              <span className={styles.hidden}>Picture</span>
            </th>
          )}
          <th scope="col">Item</th>
          <th scope="col">Size</th>
          <th scope="col">Colour</th>
          <th scope="col">Count</th>
          <th scope="col" className={styles.money}>
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            {pictures && (
              <td>
                <MediaImage file={item.image} alt="" width={48} height={60} />
              </td>
            )}
            <td>
              {item.title_en}
              {item.sku && (
                <small className={styles.note} data-testid="line-sku">
                  SKU {item.sku}
                </small>
              )}
              {item.pieces && <PieceList pieces={item.pieces} />}
              {afterwards(item) && <small className={styles.note}>{afterwards(item)}</small>}
            </td>
            <td data-label="Size">{item.pick.size?.title ?? '–'}</td>
            <td data-label="Colour">{item.pick.color?.title ?? '–'}</td>
            <td data-label="Count">{item.quantity}</td>
            <td className={styles.money}>{formatPrice(item.price * item.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
