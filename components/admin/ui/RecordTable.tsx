import type { ReactNode } from 'react';
import styles from './Table.module.scss';

/** How many of a kind a list holds, as its caption says it: "1 coupon", "12 coupons". */
export const countOf = (count: number, kind: string) => `${count} ${count === 1 ? kind : `${kind}s`}`;

/**
 * A back-office list as a table (a small card each on a phone, each cell named by its `data-label`): its
 * caption, its column heads and its rows.
 */
export function RecordTable({ caption, columns, children }: { caption: string; columns: ReactNode[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
