import { renderToStaticMarkup } from 'react-dom/server';
import { contentPage } from '@/content';
import type { ContentPage, ShopFacts } from '@/content/types';
import { ContentView } from './ContentView';

const facts: ShopFacts = {
  brand: 'Lumière Intimates',
  company: 'Lumière Intimates Ltd.',
  email: 'support@example.com',
  phone: '+8809612345678',
  address: 'Banani, Dhaka',
  website: 'https://example.com',
  chargeInsideDhaka: 60,
  chargeOutsideDhaka: 100,
  chargeSuburbs: null,
  chargePerKg: 0,
  deliveryInsideDhaka: '1-2',
  deliveryOutsideDhaka: '3-5',
};

describe('ContentView', () => {
  it("shows the spec's empty text only for a page with nothing to show", () => {
    const bare: ContentPage = { slug: 'bare', title: 'Bare', description: 'Nothing yet.', sections: [] };
    expect(renderToStaticMarkup(<ContentView page={bare} />)).toContain('No data available!');

    const payment = renderToStaticMarkup(<ContentView page={contentPage('payment-and-pricing', facts)!} />);
    expect(payment).toContain('Cash on delivery');
    expect(payment).toContain('Inside Dhaka: BDT 60');
    expect(payment).not.toContain('No data available!');
  });
});
