import styles from './SiteFooter.module.scss';

export function SiteFooter({ storeName }: { storeName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © {new Date().getFullYear()} {storeName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
