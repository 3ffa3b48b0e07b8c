import table from '../ui/Table.module.scss';

/** The head of a table of order lines being put together (a staff order, an edit), with a picture column or not. */
export function LinesHead({ picture = false }: { picture?: boolean }) {
  return (
    <thead>
      <tr>
        {picture && (
          <th scope="col">
            <span className={table.hidden}>Picture</span>
          </th>
        )}
        <th scope="col">Item</th>
        <th scope="col">Size and colour</th>
        <th scope="col">Count</th>
        <th scope="col" className={table.money}>
          Price
        </th>
        <th scope="col">
          <span className={table.hidden}>Remove</span>
        </th>
      </tr>
    </thead>
  );
}
