'use client';
import { useState, type FormEvent } from 'react';
import { STOCK_MAX } from '@/lib/field-limits';
import { stockKey } from '@/lib/stock';
import { normalSku, SKU_MAX, SKU_PATTERN } from '@/lib/sku';
import type { StockCell, StockGrid } from '@/lib/types/stock-grid';
import { describedBy, FieldError } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';
import styles from './StockGridForm.module.scss';
import { WholeInput } from '../ui/WholeInput';

const SKU_PROBLEM = 'A SKU holds letters and digits, joined by single dashes';

/**
 * Pieces in stock and the SKU of each size (rows) in each colour (columns), or of the one pair of a product without
 * choices. Saving sends the counts and SKUs changed on the form, so that pieces sold meanwhile in the others stay
 * sold; a SKU refused (malformed, or another pair's) is said under its field.
 */
export function StockGridForm({ grid }: { grid: StockGrid }) {
  const { run, outcome, pending } = useAdminAction();
  const [skuProblem, setSkuProblem] = useState<{ key: string; msg: string } | null>(null);
  const sizes = grid.sizes.length ? grid.sizes : [{ id: 0, title: '' }];
  const colors = grid.colors.length ? grid.colors : [{ id: 0, title: '' }];
  const count = (size: number, color: number) => grid.quantities[stockKey(size, color)] ?? 0;
  const pairName = (size: string, color: string) => [size, color].filter(Boolean).join(' / ') || 'Stock';

  function refuse(key: string, msg: string) {
    setSkuProblem({ key, msg });
    document.getElementById(`sku-${key}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cells = sizes.flatMap((size) =>
      colors.map((color) => {
        const key = stockKey(size.id, color.id);
        const sku = normalSku(String(data.get(`sku-${key}`) ?? ''));
        const cell: StockCell = { size_id: size.id, color_id: color.id, quantity: Number(data.get(key)) };
        return { key, cell: sku === (grid.skus[key] ?? '') ? cell : { ...cell, sku } };
      }),
    );
    const malformed = cells.find(({ cell }) => cell.sku !== undefined && !SKU_PATTERN.test(cell.sku));
    if (malformed) return refuse(malformed.key, SKU_PROBLEM);
    setSkuProblem(null);
    // Only the counts and SKUs changed here: a count left alone keeps what orders took meanwhile.
    const stock = cells
      .map(({ cell }) => cell)
      .filter((cell) => cell.sku !== undefined || cell.quantity !== count(cell.size_id, cell.color_id));
    await run<{ field?: string }>(`products/${grid.id}/stock`, { stock }, (answer) => {
      const field = answer.body.field;
      if (!answer.ok && field?.startsWith('sku-')) refuse(field.slice(4), answer.msg);
    });
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      {/* A scrolling region of its own: a wide grid never widens the page on a phone. */}
      <div className={styles.scroller} role="region" aria-labelledby="stock-grid-caption" tabIndex={0}>
        <table className={styles.grid}>
          <caption id="stock-grid-caption">Pieces in stock and the SKU of each size and colour</caption>
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
                {colors.map((color) => {
                  const key = stockKey(size.id, color.id);
                  const problem = skuProblem?.key === key ? skuProblem.msg : undefined;
                  return (
                    <td key={color.id}>
                      <WholeInput
                        // A count changed by an adjustment or an order renews its field: a field keeps what it showed.
                        key={count(size.id, color.id)}
                        name={key}
                        aria-label={pairName(size.title, color.title)}
                        max={STOCK_MAX}
                        required
                        defaultValue={count(size.id, color.id)}
                      />
                      <input
                        id={`sku-${key}`}
                        name={`sku-${key}`}
                        className={styles.sku}
                        aria-label={`SKU of ${pairName(size.title, color.title)}`}
                        maxLength={SKU_MAX}
                        autoCapitalize="characters"
                        spellCheck={false}
                        defaultValue={grid.skus[key] ?? ''}
                        {...describedBy(`sku-${key}`, problem)}
                      />
                      <FieldError id={`sku-${key}`} message={problem} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className={actions.primary} disabled={pending}>
        Save stock
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
