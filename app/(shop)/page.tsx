import type { Metadata } from 'next';
import { cache } from 'react';
import { BestsellerCarousel } from '@/components/home/BestsellerCarousel';
import { CollectionsGrid } from '@/components/home/CollectionsGrid';
import { HomeBanner } from '@/components/home/HomeBanner';
import { Promo } from '@/components/home/Promo';
import { Section } from '@/components/home/Section';
import { NewsletterModal } from '@/components/newsletter/NewsletterModal';
import { NewsletterSection } from '@/components/newsletter/NewsletterSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { ShopLink } from '@/components/ui/ShopLink';
import { organizationJsonLd } from '@/lib/server/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { listBundles } from '@/lib/server/catalog';
import { listBestsellers, listCategories } from '@/lib/server/catalog/products';
import { getPage } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import styles from './page.module.scss';

/** Bestsellers on the home page (spec section 9), of which the server renders the first view (4 at 1024 px). */
const BESTSELLERS = 20;
const FIRST_VIEW = 4;

/**
 * Rendered once, then again when what it shows changes: a save or an order at once, an offer starting or ending
 * within a minute (lib/server/catalog/offer-clock.ts); otherwise at most every hour.
 */
export const revalidate = 3600;

const loadHome = cache(async () => getPage(await getDb(), 'home'));

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadHome();
  return pageMetadata({
    title: page?.title_en ?? 'Home',
    description: typeof page?.content.tagline === 'string' ? page.content.tagline : undefined,
    path: '/',
    image: page?.banner ? { file: page.banner } : undefined,
  });
}

export default async function HomePage() {
  const db = await getDb();
  const [page, bestsellers, categories, { company, store }, bundles] = await Promise.all([
    loadHome(),
    listBestsellers(db, FIRST_VIEW),
    listCategories(db),
    loadShopInfo(),
    listBundles(db),
  ]);
  return (
    <>
      <JsonLd data={organizationJsonLd(company, store)} />
      {page && <HomeBanner page={page} />}
      <Section title="Best Selling Products">
        <BestsellerCarousel firstView={bestsellers} count={BESTSELLERS} />
        <p className={styles.more}>
          <ShopLink href="/shop" className={styles.button}>
            Shop Product
          </ShopLink>
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
      {/* The bundle offers lead to the real bundles (beside the spec's links to the shop and a collection), or are gone. */}
      {bundles.length > 0 && (
        <Promo
          title="Bundle Offers."
          tone="plum"
          text="Mix, match and save on sets made to be worn together."
          links={[
            { label: 'Shop Bundles', href: '/bundles' },
            { label: bundles[0].title, href: `/bundles/${bundles[0].slug}` },
          ]}
        />
      )}
      <NewsletterSection />
      <NewsletterModal />
    </>
  );
}
