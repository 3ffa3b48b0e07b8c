'use client';
import type { FormEvent } from 'react';
import { STOCK_MAX } from '@/lib/field-limits';
import { stockKey } from '@/lib/stock';
import type { StockCell, StockGrid } from '@/lib/types/stock-grid';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';
import styles from './StockGridForm.module.scss';
import { WholeInput } from '../ui/WholeInput';

/**
 * Pieces in stock of each size (rows) in each colour (columns), or one number for a product without choices.
 * Saving sends the counts changed on the form, so that pieces sold meanwhile in the others stay sold.
 */
export function StockGridForm({ grid }: { grid: StockGrid }) {
  const { run, outcome, pending } = useAdminAction();
  const sizes = grid.sizes.length ? grid.sizes : [{ id: 0, title: '' }];
  const colors = grid.colors.length ? grid.colors : [{ id: 0, title: '' }];
  const count = (size: number, color: number) => grid.quantities[stockKey(size, color)] ?? 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Only the counts changed here: one left alone keeps what orders took meanwhile.
    const stock: StockCell[] = sizes
      .flatMap((size) =>
        colors.map((color) => ({
          size_id: size.id,
          color_id: color.id,
          quantity: Number(data.get(stockKey(size.id, color.id))),
        })),
      )
      .filter((cell) => cell.quantity !== count(cell.size_id, cell.color_id));
    await run(`products/${grid.id}/stock`, { stock });
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      <table className={styles.grid}>
        <caption>Pieces in stock of each size and colour</caption>
        <thead>
          <tr>
            <th scope="col">{grid.sizes.length ? 'Size' : ''}</th>
            {colors.map((color) => (
              <th key={color.id} scope="col">
                {color.title || 'Stock'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size.id}>
              <th scope="row">{size.title}</th>
              {colors.map((color) => (
                <td key={color.id}>
                  <WholeInput
                    name={stockKey(size.id, color.id)}
                    aria-label={[size.title, color.title].filter(Boolean).join(' / ') || 'Stock'}
                    max={STOCK_MAX}
                    required
                    defaultValue={count(size.id, color.id)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className={actions.primary} disabled={pending}>
        Save stock
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
