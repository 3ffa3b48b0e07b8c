import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import type { PageContent } from '@/lib/types/content';
import styles from './HomeBanner.module.scss';

/**
 * The banner covers a box taller than its 8:3 picture on narrow screens (at least 360 px, 520 px from 992 px):
 * the picture is then wider than the screen, up to about 1,400 px.
 */
const COVER_SIZES = '(min-width: 1400px) 100vw, 1400px';

/** The home page's hero: its picture, title and tagline (from the page content) and a way into the shop. */
export function HomeBanner({ page }: { page: PageContent }) {
  return (
    <section className={styles.banner}>
      {page.banner && <MediaImage file={page.banner} alt="" fill preload sizes={COVER_SIZES} className={styles.image} />}
      <div className={styles.text}>
        <h1>{page.title_en}</h1>
        {typeof page.content.tagline === 'string' && <p>{page.content.tagline}</p>}
        <ShopLink href="/shop" className={styles.shop}>
          Shop the Collection
        </ShopLink>
      </div>
    </section>
  );
}
