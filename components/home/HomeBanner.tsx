import { MediaImage } from '@/components/ui/MediaImage';
import type { PageContent } from '@/lib/types/content';
import styles from './HomeBanner.module.scss';

export function HomeBanner({ page }: { page: PageContent }) {
  return (
    <section className={styles.banner}>
      {page.banner && <MediaImage file={page.banner} alt="" fill priority sizes="100vw" className={styles.image} />}
      <div className={styles.text}>
        <h1>{page.title_en}</h1>
        {typeof page.content.tagline === 'string' && <p>{page.content.tagline}</p>}
      </div>
    </section>
  );
}
