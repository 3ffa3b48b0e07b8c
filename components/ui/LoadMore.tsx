import styles from './LoadMore.module.scss';

/** The 'Load more' button under a list: 'Loading' while the next page comes, a notice if it failed. */
export function LoadMore({ onClick, loading, failed = false }: { onClick: () => void; loading: boolean; failed?: boolean }) {
  return (
    <div className={styles.more}>
      <button type="button" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading' : 'Load more'}
      </button>
      {failed && !loading && <p role="alert">Could not load more. Please try again.</p>}
    </div>
  );
}
