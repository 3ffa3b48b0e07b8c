import { CollectionsGrid } from '@/components/home/CollectionsGrid';
import { HomeBanner } from '@/components/home/HomeBanner';
import { Section } from '@/components/home/Section';
import { ProductGrid } from '@/components/product/ProductGrid';
import { listBestsellers, listCategories } from '@/lib/server/catalog';
import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';

/** Rendered once, then regenerated at most every minute. */
export const revalidate = 60;

export default async function HomePage() {
  const db = await getDb();
  const [page, bestsellers, categories] = await Promise.all([
    getPage(db, 'home'),
    listBestsellers(db, 8),
    listCategories(db),
  ]);
  return (
    <>
      {page && <HomeBanner page={page} />}
      <Section title="Best Selling Products">
        <ProductGrid products={bestsellers} />
      </Section>
      <Section title="Shop by collection">
        <CollectionsGrid categories={categories} />
      </Section>
    </>
  );
}
