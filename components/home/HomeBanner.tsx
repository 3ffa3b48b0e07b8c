import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import { mediaUrl } from '@/lib/format';
import { PHONE_BANNER, phoneBannerUrl } from '@/lib/phone-banner';
import type { PageContent } from '@/lib/types/content';
import styles from './HomeBanner.module.scss';

/**
 * The banner covers a box taller than its 8:3 picture on narrow screens (at least 360 px, 520 px from 992 px):
 * the picture is then wider than the screen, up to about 1,400 px. A phone takes the part it shows.
 */
const COVER_SIZES = '(min-width: 1400px) 100vw, 1400px';
/** On a phone narrower than the cut at the banner's height, the cut is wider than the screen. */
const CUT_WIDTH = Math.round(PHONE_BANNER.boxHeight * PHONE_BANNER.aspect);
const PHONE_SIZES = `(max-width: ${CUT_WIDTH}px) ${CUT_WIDTH}px, 100vw`;
const PLACE = { objectPosition: `${PHONE_BANNER.focusX * 100}% center` };

/**
 * The banner's picture: on a phone its cut (lib/phone-banner.ts), elsewhere the whole; each preloaded where it
 * shows, and loaded at once (it is the first screen's largest picture).
 */
function BannerPicture({ file }: { file: string }) {
  if (file.endsWith('.svg')) return <MediaImage file={file} alt="" fill preload className={styles.image} style={PLACE} />;
  const common = { alt: '', fill: true, loading: 'eager' } as const;
  const { alt, ...wide } = getImageProps({ ...common, src: mediaUrl(file), sizes: COVER_SIZES }).props;
  const phone = getImageProps({ ...common, src: phoneBannerUrl(file), sizes: PHONE_SIZES }).props;
  const { media, otherMedia } = PHONE_BANNER;
  preload(phone.src, { as: 'image', imageSrcSet: phone.srcSet, imageSizes: phone.sizes, media });
  preload(wide.src, { as: 'image', imageSrcSet: wide.srcSet, imageSizes: wide.sizes, media: otherMedia });
  return (
    <picture>
      <source media={media} srcSet={phone.srcSet} sizes={phone.sizes} />
      <img alt={alt} {...wide} className={styles.image} style={{ ...wide.style, ...PLACE }} />
    </picture>
  );
}

/** The home page's hero: its picture, title and tagline (from the page content) and a way into the shop. */
export function HomeBanner({ page }: { page: PageContent }) {
  return (
    <section className={styles.banner}>
      {page.banner && <BannerPicture file={page.banner} />}
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
