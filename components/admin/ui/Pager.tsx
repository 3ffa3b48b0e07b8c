import Link from 'next/link';
import styles from './Pager.module.scss';

/** Previous and next pages of a back-office list; `href(page)` makes each page's address. */
export function Pager({ page, last, href }: { page: number; last: number; href: (page: number) => string }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {page > 1 ? <Link href={href(page - 1)}>Previous</Link> : <span />}
      <span>
        Page {page} of {last}
      </span>
      {page < last ? <Link href={href(page + 1)}>Next</Link> : <span />}
    </nav>
  );
}
