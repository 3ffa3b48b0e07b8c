/** Structured data (schema.org JSON-LD) for search engines, and its safe place inside a script tag. */
import { CURRENCY, mediaUrl } from '../format';
import { effectivePrice } from '../pricing';
import { absoluteUrl } from './site';
import type { Product } from '../types/catalog';
import type { Company } from '../types/content';
import type { ReviewPage } from '../types/review';

type JsonLd = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: characters that could end the script or open markup
 * (`<`, `>`, `&`) and the line separators JavaScript rejects are written as escapes, so text from the
 * database cannot break out of the tag.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A product's published reviews as search engines read them: the rating of all, and the ones the page shows. */
function reviewsJsonLd(reviews: ReviewPage | null): JsonLd {
  if (!reviews?.summary.count) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.data.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.created_at.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
      ...(review.body && { reviewBody: review.body }),
    })),
  };
}

/** A product with its price in BDT, availability and images, and its reviews when it has published ones. */
export function productJsonLd(product: Product, description: string, reviews: ReviewPage | null = null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title_en,
    description,
    sku: product.slug,
    url: absoluteUrl(`/product/${product.slug}`),
    image: [product.image, ...product.gallery].map((file) => absoluteUrl(mediaUrl(file))),
    category: product.category.map((c) => c.title_en).join(', ') || undefined,
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/product/${product.slug}`),
      priceCurrency: CURRENCY,
      price: effectivePrice(product),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...reviewsJsonLd(reviews),
  };
}

/** The trail a breadcrumb shows: 'home' first, then its items; the last, the page itself, needs no address. */
export function breadcrumbJsonLd(items: { label?: string; url?: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ label: 'home', url: '/' }, ...items.filter((item) => item.label)].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.url ? { item: absoluteUrl(item.url) } : {}),
    })),
  };
}

/** The brand as an organisation: name, address, logo, contact and social profiles. */
export function organizationJsonLd(
  company: Company,
  store: { store_en: string; logo: string; social: Record<string, string | undefined> },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: store.store_en,
    legalName: company.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl(mediaUrl(store.logo)),
    email: company.email,
    telephone: company.phone,
    address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'BD' },
    sameAs: Object.values(store.social).filter(Boolean),
  };
}
