import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const links = shareLinks({
    url: 'https://shop.example/product/lace-bra',
    title: 'Lace & Silk Bra',
    image: 'https://shop.example/media/lace-bra-1.svg',
  });
  const href = (site: string) => new URL(links.find((link) => link.site === site)!.href);

  it.each([
    ['WhatsApp', 'https://wa.me/', { text: 'Lace & Silk Bra https://shop.example/product/lace-bra' }],
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: 'https://shop.example/product/lace-bra' }],
    [
      'Pinterest',
      'https://www.pinterest.com/pin/create/button/',
      {
        url: 'https://shop.example/product/lace-bra',
        media: 'https://shop.example/media/lace-bra-1.svg',
        description: 'Lace & Silk Bra',
      },
    ],
    ['X', 'https://twitter.com/intent/tweet', { url: 'https://shop.example/product/lace-bra', text: 'Lace & Silk Bra' }],
  ])('%s opens %s with the page', (site, base, params) => {
    const url = href(site);
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });

  it('lists a messaging app first, then the social sites', () => {
    expect(links.map((link) => link.site)).toEqual(['WhatsApp', 'Facebook', 'Pinterest', 'X']);
  });
});
