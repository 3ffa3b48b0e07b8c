import Link from 'next/link';
import type { Category } from '@/lib/types/catalog';
import type { ProductDeskQuery } from '@/lib/validation/catalog-desk';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import styles from '../ui/Filters.module.scss';

/** The product list's filters as a plain form: its address is the filter. */
export function ProductDeskFilters({ filters, collections }: { filters: ProductDeskQuery; collections: Category[] }) {
  return (
    <form action="/admin/products" className={styles.filters} role="search">
      <Field id="products-q" label="Search" className={styles.search}>
        <input id="products-q" name="q" type="search" defaultValue={filters.q} placeholder="Title or slug" />
      </Field>
      <Field id="products-collection" label="Collection">
        <select id="products-collection" name="collection" defaultValue={filters.collection ?? ''}>
          <option value="">All</option>
          {collections.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title_en}
            </option>
          ))}
        </select>
      </Field>
      <Field id="products-published" label="Published">
        <select id="products-published" name="published" defaultValue={filters.published ?? ''}>
          <option value="">All</option>
          <option value="yes">Published</option>
          <option value="no">Hidden</option>
        </select>
      </Field>
      <label className={styles.check}>
        <input type="checkbox" name="low" value="1" defaultChecked={filters.low === '1'} /> Low stock
      </label>
      <div className={styles.actions}>
        <button type="submit" className={actions.primary}>
          Filter
        </button>
        <Link href="/admin/products" className={actions.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
