/** The static pages' texts: section counts, the spec's required wording, and facts flowing from the settings. */
import { CONTENT_PAGES, CONTENT_SLUGS, contentPage } from './index';
import type { Block, ContentPage, ShopFacts } from './types';

const facts: ShopFacts = {
  brand: 'Lumière Intimates',
  company: 'Lumière Intimates Ltd.',
  email: 'support@lumiere-intimates.com.bd',
  phone: '+8809612345678',
  address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  website: 'https://lumiere-intimates.com.bd',
  chargeInsideDhaka: 60,
  chargeOutsideDhaka: 100,
  chargeSuburbs: null,
  chargePerKg: 0,
  deliveryInsideDhaka: '1-2',
  deliveryOutsideDhaka: '3-5',
};

const blockText = (block: Block): string => (typeof block === 'string' ? block : block.list.join('\n'));
/** Everything a page says, as one string. */
const textOf = (page: ContentPage): string =>
  [
    page.title,
    page.description,
    ...(page.intro ?? []).map(blockText),
    ...page.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
  ].join('\n');
const page = (slug: string, f: ShopFacts = facts): ContentPage => {
  const found = contentPage(slug, f);
  if (!found) throw new Error(`no page ${slug}`);
  return found;
};
const pages = () => CONTENT_PAGES.map((build) => build(facts));

describe('static pages', () => {
  it('terms: 20 sections, the laws of England and Wales, the support e-mail', () => {
    const terms = page('terms-and-conditions');
    expect(terms.title).toBe('Terms of Service');
    expect(terms.sections).toHaveLength(20);
    expect(textOf(terms)).toContain('laws of England and Wales');
    expect(textOf(terms)).toContain(facts.email);
  });

  it('privacy: the 7 headings in order', () => {
    expect(page('privacy-and-policy').sections.map((s) => s.heading)).toEqual([
      'Information we collect',
      'How we use your information',
      'Our responsibility',
      'Data protection',
      'Cookies and local storage',
      'Your rights',
      'Updates to this policy',
    ]);
  });

  it('faq: 10 questions, each ending with a question mark and answered', () => {
    const { sections } = page('faq');
    expect(sections).toHaveLength(10);
    for (const s of sections) {
      expect(s.heading.endsWith('?')).toBe(true);
      expect(s.blocks.length).toBeGreaterThan(0);
    }
  });

  it('payment: cash on delivery, the delivery charges and prices, from the facts; never the empty text', () => {
    const payment = page('payment-and-pricing');
    expect(payment.sections.map((s) => s.heading)).toEqual(['Cash on delivery', 'Delivery charges', 'Prices', 'Refunds']);
    expect(payment.sections[1].blocks[0]).toEqual(page('shipping-and-policy').sections[0].blocks[0]);
    const text = textOf(payment);
    expect(text).toContain('you pay our courier when your parcel arrives');
    expect(text).toContain('Inside Dhaka: BDT 60');
    expect(text).toContain('Outside Dhaka: BDT 100');
    expect(text).toContain('15% off, up to BDT 1,500, with the code WELCOME15');
    expect(text).not.toContain('No data available!');
    expect(textOf(page('payment-and-pricing', { ...facts, chargeOutsideDhaka: 130 }))).toContain('Outside Dhaka: BDT 130');
  });

  it('shipping: the charges and delivery days come from the facts', () => {
    const text = textOf(page('shipping-and-policy'));
    expect(text).toContain('BDT 60');
    expect(text).toContain('BDT 100');
    expect(text).toContain('1-2 days');
    expect(text).toContain('3-5 days');

    const changed = textOf(
      page('shipping-and-policy', {
        ...facts,
        chargeInsideDhaka: 70,
        chargeOutsideDhaka: 120,
        deliveryInsideDhaka: '2-3',
        deliveryOutsideDhaka: '4-6',
      }),
    );
    expect(changed).toContain('BDT 70');
    expect(changed).toContain('BDT 120');
    expect(changed).not.toContain('BDT 60');
    expect(changed).toContain('2-3 days');
    expect(changed).toContain('4-6 days');
  });

  it('shipping and the FAQ: the spec’s two zones and band as they come; the suburbs and the charge per kg once set', () => {
    const charges = (f: ShopFacts) => page('shipping-and-policy', f).sections[0].blocks[0];
    expect(charges(facts)).toEqual({
      list: [
        'Inside Dhaka: BDT 60 for a parcel of 0.1 g to 2 kg.',
        'Outside Dhaka: BDT 100 for a parcel of 0.1 g to 2 kg.',
        'Your first order: free delivery anywhere in Bangladesh when it totals BDT 500 or more.',
      ],
    });
    expect(textOf(page('faq'))).not.toMatch(/suburbs|each kg/);

    const zones = { ...facts, chargeSuburbs: 80, chargePerKg: 20 };
    expect(charges(zones)).toEqual({
      list: [
        'Inside Dhaka: BDT 60 for a parcel of 0.1 g to 1 kg.',
        "Dhaka's suburbs (Savar, Keraniganj, Tongi, Gazipur and Narayanganj): BDT 80 for a parcel of 0.1 g to 1 kg.",
        'Outside Dhaka: BDT 100 for a parcel of 0.1 g to 1 kg.',
        'A heavier parcel: BDT 20 more for each kg, or part of one, over 1 kg.',
        'Your first order: free delivery anywhere in Bangladesh when it totals BDT 500 or more.',
      ],
    });
    const faq = textOf(page('faq', zones));
    expect(faq).toContain("To Dhaka's suburbs (Savar, Keraniganj, Tongi, Gazipur and Narayanganj), delivery costs BDT 80.");
    expect(faq).toContain('A heavier parcel costs BDT 20 more for each kg, or part of one, over 1 kg.');
    expect(charges({ ...facts, chargeSuburbs: 0 })).toMatchObject({
      list: expect.arrayContaining([expect.stringContaining('BDT 0')]),
    });
  });

  it('returns: the 7-day exchange window', () => {
    expect(textOf(page('returns-and-refunds'))).toContain('7 days');
  });

  it('every description fits a meta description (160 characters), also with a long brand name', () => {
    const long = { ...facts, brand: 'Lumière Intimates Bangladesh' };
    for (const p of [...pages(), ...CONTENT_PAGES.map((build) => build(long))]) {
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('slugs are unique, equal CONTENT_SLUGS, and an unknown slug gives null', () => {
    const slugs = pages().map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(CONTENT_SLUGS);
    expect(contentPage('nope', facts)).toBeNull();
  });

  it('texts are plain: no HTML, no markdown emphasis or headings, no empty blocks', () => {
    for (const p of pages()) {
      for (const block of [...(p.intro ?? []), ...p.sections.flatMap((s) => s.blocks)]) {
        const items = typeof block === 'string' ? [block] : block.list;
        for (const item of items) {
          expect(item).not.toContain('<');
          expect(item).not.toMatch(/\*\*|__|^#|^- /);
          expect(item.trim().length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('links inside the texts', () => {
  it('name the shop page they open, never print a bare address, and open a page the shop has', () => {
    const account = ['/user/my-order'];
    for (const p of CONTENT_PAGES.map((build) => build(facts))) {
      const text = textOf(p);
      expect([p.slug, /https?:\/\//.test(text.replace(facts.website, ''))]).toEqual([p.slug, false]);
      for (const [, label, path] of text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
        expect(label.length).toBeGreaterThan(2);
        expect([path, CONTENT_SLUGS.includes(path.slice(1)) || account.includes(path)]).toEqual([path, true]);
      }
    }
    expect(textOf(page('faq'))).toContain('The details are on our [Returns and Refunds page](/returns-and-refunds).');
  });
});
