import type { Metadata } from 'next';
import { BundlePrice } from '@/components/bundle/BundlePrice';
import { MediaImage } from '@/components/ui/MediaImage';
import { ShopLink } from '@/components/ui/ShopLink';
import { pageMetadata } from '@/lib/metadata';
import { listBundles } from '@/lib/server/catalog';
import { getDb } from '@/lib/server/db';
import styles from './page.module.scss';

/** Kept like the listings: renewed when a piece's price or stock changes, at most an hour. */
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: 'Bundle Offers',
  description: 'Sets made to be worn together, at one price: pick a size and colour for each piece.',
  path: '/bundles',
});

/** Every bundle on offer: where the home's and the menu's bundle entries lead. */
export default async function BundlesPage() {
  const bundles = await listBundles(await getDb());
  return (
    <div className={styles.page}>
      <h1>Bundle Offers</h1>
      <ul className={styles.grid}>
        {bundles.map((bundle) => (
          <li key={bundle.id} className={styles.card}>
            <MediaImage file={bundle.image} alt="" width={300} height={375} />
            <ShopLink href={`/bundles/${bundle.slug}`} className={styles.title}>
              {bundle.title}
            </ShopLink>
            <BundlePrice bundle={bundle} />
          </li>
        ))}
      </ul>
    </div>
  );
}
