import Link from 'next/link';
import type { Category } from '@/lib/types/catalog';
import type { ProductDeskQuery } from '@/lib/validation/catalog-desk';
import form from '@/components/ui/Form.module.scss';
import styles from '../ui/Admin.module.scss';

/** The product list's filters as a plain form: its address is the filter. */
export function ProductDeskFilters({ filters, collections }: { filters: ProductDeskQuery; collections: Category[] }) {
  return (
    <form action="/admin/products" className={styles.filters} role="search">
      <div className={`${form.field} ${styles.search}`}>
        <label htmlFor="products-q">Search</label>
        <input id="products-q" name="q" type="search" defaultValue={filters.q} placeholder="Title or slug" />
      </div>
      <div className={form.field}>
        <label htmlFor="products-collection">Collection</label>
        <select id="products-collection" name="collection" defaultValue={filters.collection ?? ''}>
          <option value="">All</option>
          {collections.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title_en}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor="products-published">Published</label>
        <select id="products-published" name="published" defaultValue={filters.published ?? ''}>
          <option value="">All</option>
          <option value="yes">Published</option>
          <option value="no">Hidden</option>
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="low" value="1" defaultChecked={filters.low === '1'} /> Low stock
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          Filter
        </button>
        <Link href="/admin/products" className={styles.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
