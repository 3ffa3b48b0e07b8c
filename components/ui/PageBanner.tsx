import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/Breadcrumb';
import { MediaImage } from '@/components/ui/MediaImage';
import styles from './PageBanner.module.scss';

/** A page's title (its h1) over an optional banner image, with the breadcrumb. */
export function PageBanner({ title, banner, trail = [] }: { title: string; banner: string | null; trail?: BreadcrumbItem[] }) {
  return (
    <header className={banner ? `${styles.header} ${styles.withBanner}` : styles.header}>
      {banner && <MediaImage file={banner} alt="" fill priority sizes="100vw" className={styles.image} />}
      <div className={styles.text}>
        <Breadcrumb items={[...trail, { label: title }]} />
        <h1>{title}</h1>
      </div>
    </header>
  );
}
