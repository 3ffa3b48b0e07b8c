import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { MediaImage } from '@/components/ui/MediaImage';
import styles from './ShopHeader.module.scss';

/** The listing's title (the page's h1) over its optional banner image, with the breadcrumb. */
export function ShopHeader({ title, banner }: { title: string; banner: string | null }) {
  return (
    <header className={banner ? `${styles.header} ${styles.withBanner}` : styles.header}>
      {banner && <MediaImage file={banner} alt="" fill priority sizes="100vw" className={styles.image} />}
      <div className={styles.text}>
        <Breadcrumb items={[{ label: title }]} />
        <h1>{title}</h1>
      </div>
    </header>
  );
}
