import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BundlePicker } from '@/components/bundle/BundlePicker';
import { BundlePrice } from '@/components/bundle/BundlePrice';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { formatPrice } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { SLUG_PATTERN } from '@/lib/patterns';
import { findBundle } from '@/lib/server/catalog';
import { getDb } from '@/lib/server/db';
import styles from './page.module.scss';

/** Kept like a product page: renewed when its pieces' stock or prices change (lib/server/cache/tags.ts), at most an hour. */
export const revalidate = 3600;
export const generateStaticParams = async () => [];

const loadBundle = cache(async (slug: string) => (SLUG_PATTERN.test(slug) ? findBundle(await getDb(), slug) : undefined));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const bundle = await loadBundle((await params).slug);
  if (!bundle) return {};
  return pageMetadata({
    title: bundle.title,
    description: bundle.description || `${bundle.title} at ${formatPrice(bundle.price)}, cash on delivery across Bangladesh.`,
    path: `/bundles/${bundle.slug}`,
    image: { file: bundle.image, alt: bundle.title },
  });
}

/** A bundle: its pieces, each with a size and colour to pick, at the bundle's one price. No personal data: kept. */
export default async function BundlePage({ params }: Props) {
  const bundle = await loadBundle((await params).slug);
  if (!bundle) notFound();
  return (
    <div className={styles.page}>
      <Breadcrumb home={false} items={[{ label: 'bundles', url: '/bundles' }, { label: bundle.title }]} />
      <header className={styles.header}>
        <h1>{bundle.title}</h1>
        <BundlePrice bundle={bundle} />
        {bundle.description && <p>{bundle.description}</p>}
        <p className={styles.note}>Pick a size and colour for each piece: the set goes in your cart as one line.</p>
      </header>
      <BundlePicker bundle={bundle} />
    </div>
  );
}
