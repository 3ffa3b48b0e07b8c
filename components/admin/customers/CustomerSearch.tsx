import Link from 'next/link';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import styles from '../ui/Filters.module.scss';

/**
 * A search for customers by phone (however written), name or e-mail, as a plain form: its address is the search.
 * `name` is the address's field: `q` on the list, `merge` on a customer's page.
 */
export function CustomerSearch({
  action,
  name,
  value,
  label = 'Search',
  submit = 'Search',
}: {
  action: string;
  name: string;
  value?: string;
  label?: string;
  submit?: string;
}) {
  const id = `customers-${name}`;
  return (
    <form action={action} method="get" className={styles.filters} role="search">
      <Field id={id} label={label} className={styles.search}>
        <input id={id} name={name} type="search" defaultValue={value} placeholder="Phone, name or e-mail" />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={actions.primary}>
          {submit}
        </button>
        {value && (
          <Link href={action} className={actions.secondary}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
