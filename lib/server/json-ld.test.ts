import { breadcrumbJsonLd, jsonLdScript, organizationJsonLd, productJsonLd } from './json-ld';
import type { Product } from '../types/catalog';

const product = {
  id: 1,
  slug: 'lace-bra',
  title_en: 'Lace Bra',
  image: 'lace-bra.svg',
  gallery: ['lace-bra-2.svg'],
  price: 2450,
  mrp: 2900,
  spacial_price: { days: 3, offer: true, price: 1990 },
  category: [{ id: 1, slug: 'bras', title_en: 'Bras' }],
} as unknown as Product;

describe('jsonLdScript', () => {
  it('cannot be closed or broken by text from the database', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(script).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('productJsonLd', () => {
  it('offers the running price in BDT, in stock, with every image as a full address', () => {
    const data = productJsonLd(product, 'Soft lace.');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Lace Bra',
      description: 'Soft lace.',
      image: ['http://localhost:3000/media/lace-bra.svg', 'http://localhost:3000/media/lace-bra-2.svg'],
      offers: { '@type': 'Offer', priceCurrency: 'BDT', price: 1990, availability: 'https://schema.org/InStock' },
    });
  });

  it('falls back to the price once the offer is over', () => {
    const ended = { ...product, spacial_price: { days: -1, offer: true, price: 1990 } };
    expect(productJsonLd(ended, '').offers).toMatchObject({ price: 2450 });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists home, then the items in order, the page itself without an address', () => {
    expect(breadcrumbJsonLd([{ label: 'shop', url: '/shop' }, {}, { label: 'Lace Bra' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'shop', item: 'http://localhost:3000/shop' },
      { '@type': 'ListItem', position: 3, name: 'Lace Bra' },
    ]);
  });
});

describe('organizationJsonLd', () => {
  it('names the brand with its logo, contact and social profiles', () => {
    const company = {
      name: 'Lumière Ltd.',
      email: 'hi@example.com',
      phone: '+880',
      address: 'Dhaka',
      website: 'https://example.com',
    };
    const data = organizationJsonLd(company, {
      store_en: 'Lumière',
      logo: 'logo.svg',
      social: { facebook: 'https://fb.example/x', youtube: undefined },
    });
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Lumière',
      logo: 'http://localhost:3000/media/logo.svg',
      sameAs: ['https://fb.example/x'],
    });
  });
});
