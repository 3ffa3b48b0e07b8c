import styles from './loading.module.scss';

/** Shown while a post is on its way. */
export default function LoadingPost() {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading
    </div>
  );
}
