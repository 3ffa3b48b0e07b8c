import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/Breadcrumb';
import { MediaImage } from '@/components/ui/MediaImage';
import styles from './PageBanner.module.scss';

/** The banner covers a box at least 180 px tall: below 600 px of screen (with its title) its 8:3 picture is wider than the screen. */
const COVER_SIZES = '(min-width: 600px) 100vw, 600px';

interface Props {
  title: string;
  banner: string | null;
  trail?: BreadcrumbItem[];
  /** a sentence or two under the title */
  lead?: string;
}

/** A page's title (its h1) over an optional banner image, with the breadcrumb and an optional lead. */
export function PageBanner({ title, banner, trail = [], lead }: Props) {
  return (
    <header className={banner ? `${styles.header} ${styles.withBanner}` : styles.header}>
      {banner && <MediaImage file={banner} alt="" fill preload sizes={COVER_SIZES} className={styles.image} />}
      <div className={styles.text}>
        <Breadcrumb items={[...trail, { label: title }]} />
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
