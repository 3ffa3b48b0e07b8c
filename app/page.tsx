import Link from 'next/link';
import { BestsellerCarousel } from '@/components/home/BestsellerCarousel';
import { CollectionsGrid } from '@/components/home/CollectionsGrid';
import { HomeBanner } from '@/components/home/HomeBanner';
import { Promo } from '@/components/home/Promo';
import { Section } from '@/components/home/Section';
import { NewsletterModal } from '@/components/newsletter/NewsletterModal';
import { NewsletterSection } from '@/components/newsletter/NewsletterSection';
import { listBestsellers, listCategories } from '@/lib/server/catalog';
import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import styles from './page.module.scss';

/** Bestsellers on the home page (spec section 9). */
const BESTSELLERS = 20;

/** Rendered once, then regenerated at most every minute. */
export const revalidate = 60;

export default async function HomePage() {
  const db = await getDb();
  const [page, bestsellers, categories] = await Promise.all([
    getPage(db, 'home'),
    listBestsellers(db, BESTSELLERS),
    listCategories(db),
  ]);
  return (
    <>
      {page && <HomeBanner page={page} />}
      <Section title="Best Selling Products">
        <BestsellerCarousel products={bestsellers} />
        <p className={styles.more}>
          <Link href="/shop" className={styles.button}>
            Shop Product
          </Link>
        </p>
      </Section>
      <Section title="Shop by collection">
        <CollectionsGrid categories={categories} />
      </Section>
      <Promo
        title="Trending Now"
        text="What every woman's talking about — find your next favorite fit."
        links={[{ label: 'Shop Trending', href: '/shop' }]}
      />
      <Promo
        title="Bundle Offers."
        tone="plum"
        text="Mix, match and save on sets made to be worn together."
        links={[
          { label: 'Shop Bundles', href: '/shop' },
          { label: 'DIY Bundles', href: '/shop?category=all-about-lace' },
        ]}
      />
      <NewsletterSection />
      <NewsletterModal />
    </>
  );
}
