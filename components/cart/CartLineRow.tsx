'use client';

import { PieceList } from '@/components/bundle/PieceList';
import { ShopLink } from '@/components/ui/ShopLink';
import { ColorSwatch } from '@/components/ui/ColorSwatch';
import { MediaImage } from '@/components/ui/MediaImage';
import { formatPrice } from '@/lib/format';
import { lineHref, lineTotal } from '@/lib/cart';
import { SOLD_OUT } from '@/lib/stock';
import type { CartLine } from '@/lib/types/cart';
import { QuantityControl } from './QuantityControl';
import { useCart } from './useCart';
import styles from './CartLineRow.module.scss';

/** One line of the cart; `shortage` says "Sold out" or "Only N left" when stock no longer covers it. */
export function CartLineRow({ line, shortage }: { line: CartLine; shortage?: string | null }) {
  const cart = useCart();
  const { size, color } = line.attribute_pick;
  return (
    <li className={styles.row} data-testid="cart-line">
      <ShopLink href={lineHref(line)} className={styles.image} tabIndex={-1} aria-hidden>
        <MediaImage file={line.image} alt="" width={96} height={120} />
      </ShopLink>
      <div className={styles.info}>
        <ShopLink href={lineHref(line)} className={styles.title}>
          {line.title_en}
        </ShopLink>
        {line.bundle && <PieceList pieces={line.bundle.pieces} />}
        <p className={styles.pick}>
          {size && <span>Size: {size.title}</span>}
          {color && (
            <span className={styles.color}>
              Colour: <ColorSwatch color={color} />
            </span>
          )}
        </p>
        <p className={styles.unit}>{formatPrice(line.price)} each</p>
        {shortage && (
          <p className={styles.shortage} role="status">
            {shortage === SOLD_OUT ? `${SOLD_OUT}: remove it to check out` : `${shortage}: lower the quantity to check out`}
          </p>
        )}
        <div className={styles.actions}>
          <QuantityControl
            count={line.count}
            label={line.title_en}
            onDecrement={() => cart.decrement(line)}
            onIncrement={() => cart.increment(line)}
          />
          <button type="button" className={styles.remove} onClick={() => cart.remove(line)}>
            Remove<span className={styles.hidden}> {line.title_en}</span>
          </button>
        </div>
      </div>
      <p className={styles.total} data-testid="line-total">
        {formatPrice(lineTotal(line))}
      </p>
    </li>
  );
}
