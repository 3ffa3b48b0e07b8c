import { PieceList } from '@/components/bundle/PieceList';
import { ShopLink } from '@/components/ui/ShopLink';
import { ColorSwatch } from '@/components/ui/ColorSwatch';
import { MediaImage } from '@/components/ui/MediaImage';
import type { OrderItemView } from '@/lib/types/order';
import styles from './OrderItemProduct.module.scss';

/** An order line's product as My Order and the confirmation show it: picture, title (a link), size and colour. */
export function OrderItemProduct({ item }: { item: OrderItemView }) {
  const { size, color } = item.meta.attribute_pick;
  return (
    <div className={styles.product}>
      <MediaImage file={item.image} alt="" width={64} height={80} />
      <div>
        <ShopLink href={item.meta.pieces ? `/bundles/${item.slug}` : `/product/${item.slug}`}>{item.title_en}</ShopLink>
        {item.meta.pieces && <PieceList pieces={item.meta.pieces} />}
        <p className={styles.pick}>
          {size && <span>Size: {size.title}</span>}
          {color && (
            <span>
              Colour: <ColorSwatch color={color} />
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
