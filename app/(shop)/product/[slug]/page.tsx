import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Disclosure } from '@/components/product/Disclosure';
import { MinimumNote } from '@/components/product/MinimumNote';
import { Price } from '@/components/product/Price';
import { ProductGallery } from '@/components/product/ProductGallery';
import { PurchasePanel } from '@/components/product/PurchasePanel';
import { ProductRow } from '@/components/product/ProductRow';
import { RecentlyViewedSlot } from '@/components/product/RecentlyViewedSlot';
import { RichText } from '@/components/product/RichText';
import { ShareLinks } from '@/components/product/ShareLinks';
import { ShopPromises } from '@/components/product/ShopPromises';
import { SizeGuideVideo } from '@/components/product/SizeGuideVideo';
import { ProductReviews } from '@/components/reviews/ProductReviews';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { formatPrice, mediaUrl } from '@/lib/format';
import { productJsonLd } from '@/lib/server/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { effectivePrice } from '@/lib/pricing';
import { getProduct, listRelated } from '@/lib/server/catalog/products';
import { DESCRIPTION_PREVIEW_LENGTH, excerptOf } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { getShopFacts } from '@/lib/server/content/shop-info';
import { getReviewPage, reviewsOn } from '@/lib/server/reviews/shop';
import { SLUG_PATTERN } from '@/lib/patterns';
import { absoluteUrl } from '@/lib/server/site';
import type { Product } from '@/lib/types/catalog';
import styles from './page.module.scss';

/**
 * Rendered on first request, then served from the cache until what it shows changes (a save or an order at once,
 * an offer starting or ending within a minute: lib/server/catalog/offer-clock.ts), at most an hour.
 */
export const revalidate = 3600;
export const generateStaticParams = async () => [];

/** "Complete the look" shows at most this many. */
const RELATED_MAX = 8;

/** An address that cannot be a product's (a NUL, a space) is a 404 without asking the database. */
const loadProduct = cache(async (slug: string) => (SLUG_PATTERN.test(slug) ? getProduct(await getDb(), slug) : null));

type Props = { params: Promise<{ slug: string }> };

const pathOf = (slug: string) => `/product/${slug}`;
/** What search results and shared links say of a product: its materials, else what it is and costs. */
const descriptionOf = (product: Product) =>
  excerptOf(product.des_en, DESCRIPTION_PREVIEW_LENGTH) ||
  `${product.title_en} at ${formatPrice(effectivePrice(product))}, cash on delivery across Bangladesh.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  if (!product) return {};
  return pageMetadata({
    title: product.title_en,
    description: descriptionOf(product),
    path: pathOf(product.slug),
    image: { file: product.image, alt: product.title_en },
  });
}

export default async function ProductPage({ params }: Props) {
  const product = await loadProduct((await params).slug);
  if (!product) notFound();
  const db = await getDb();
  const [facts, related, reviews] = await Promise.all([
    getShopFacts(db),
    listRelated(db, product, RELATED_MAX),
    reviewsOn(db).then((on) => (on ? getReviewPage(db, product.id, 1) : null)),
  ]);
  return (
    <div className={styles.page}>
      <Breadcrumb home={false} items={[{ label: 'shop', url: '/shop' }, { label: product.title_en }]} />
      <article className={styles.product}>
        <ProductGallery product={product} />
        <div className={styles.details}>
          <header className={styles.header}>
            <h1>{product.title_en}</h1>
            <p className={styles.categories}>{product.category.map((c) => c.title_en).join(', ')}</p>
            <Price product={product}>
              <MinimumNote product={product} />
            </Price>
          </header>
          <PurchasePanel product={product} />
          <ShopPromises facts={facts} />
          <div>
            <Disclosure title="Materials used">
              <RichText html={product.des_en} />
            </Disclosure>
            <Disclosure title="Measurements">
              <RichText html={product.feature_en} />
            </Disclosure>
          </div>
          <ShareLinks
            url={absoluteUrl(pathOf(product.slug))}
            title={product.title_en}
            image={absoluteUrl(mediaUrl(product.image))}
          />
        </div>
      </article>
      {product.meta.video && <SizeGuideVideo src={product.meta.video} />}
      {reviews && <ProductReviews productId={product.id} reviews={reviews} />}
      <ProductRow title="Complete the look" id="complete-the-look" products={related} />
      <RecentlyViewedSlot product={{ id: product.id, slug: product.slug, title_en: product.title_en, image: product.image }} />
      <JsonLd data={productJsonLd(product, descriptionOf(product), reviews)} />
    </div>
  );
}
