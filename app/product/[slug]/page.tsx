import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Price } from '@/components/product/Price';
import { PurchasePanel } from '@/components/product/PurchasePanel';
import { MediaImage } from '@/components/ui/MediaImage';
import { mediaUrl } from '@/lib/format';
import { getProduct } from '@/lib/server/catalog';
import { getDb } from '@/lib/server/db';
import styles from './page.module.scss';

/** Rendered on first request, then served from the cache and regenerated at most every 5 minutes. */
export const revalidate = 300;
export const generateStaticParams = async () => [];

const loadProduct = cache(async (slug: string) => getProduct(await getDb(), slug));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  if (!product) return {};
  return { title: product.title_en, openGraph: { images: [mediaUrl(product.image)] } };
}

export default async function ProductPage({ params }: Props) {
  const product = await loadProduct((await params).slug);
  if (!product) notFound();
  return (
    <article className={styles.page}>
      <MediaImage file={product.image} alt={product.title_en} width={800} height={1000} priority className={styles.image} />
      <div className={styles.details}>
        <h1>{product.title_en}</h1>
        <p className={styles.categories}>{product.category.map((c) => c.title_en).join(', ')}</p>
        <Price product={product} />
        <PurchasePanel product={product} />
        <section>
          <h2>Materials used</h2>
          <div dangerouslySetInnerHTML={{ __html: product.des_en }} />
        </section>
      </div>
    </article>
  );
}
