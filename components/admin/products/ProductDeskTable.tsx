import Link from 'next/link';
import { MediaImage } from '@/components/ui/MediaImage';
import { formatPrice } from '@/lib/format';
import { LOW_STOCK } from '@/lib/stock';
import type { DeskProductRow } from '@/lib/types/catalog-desk';
import { RecordTable } from '../ui/RecordTable';
import table from '../ui/Table.module.scss';
import styles from './ProductDeskTable.module.scss';

/** Products as rows (a small card each on a phone): picture, title, price, published, stock. */
export function ProductDeskTable({ rows, caption }: { rows: DeskProductRow[]; caption: string }) {
  return (
    <RecordTable
      caption={caption}
      columns={[
        <span key="picture" className={table.hidden}>
          Picture
        </span>,
        'Product',
        'Price',
        'Shop',
        'Stock',
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="product-row">
          <td>
            {row.image ? (
              <MediaImage file={row.image} alt="" width={48} height={60} sizes="48px" />
            ) : (
              <span className={styles.noPhoto}>No photo</span>
            )}
          </td>
          <td>
            <Link href={`/admin/products/${row.id}`}>{row.title}</Link>
          </td>
          <td className={table.money}>{formatPrice(row.price)}</td>
          <td data-label="Shop">{row.active ? 'Published' : 'Hidden'}</td>
          <td data-label="Stock">
            {row.pieces} {row.pieces === 1 ? 'piece' : 'pieces'}
            {row.fewest <= LOW_STOCK && (
              <strong className={styles.low}> · {row.fewest === 0 ? 'a size sold out' : `a size down to ${row.fewest}`}</strong>
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
