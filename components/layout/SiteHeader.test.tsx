/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { MenuKey, StoreSettings } from '@/lib/types/content';
import { makeStore } from '@/store/store';
import { SiteHeader } from './SiteHeader';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const store = (menu_show: MenuKey[]) =>
  ({ store_en: 'Lumière Intimates', logo: 'logo.svg', currency: 'BDT', menu_show, social: {} }) as StoreSettings;

function renderHeader(menuShow: MenuKey[]) {
  render(
    <Provider store={makeStore()}>
      <SiteHeader
        store={store(menuShow)}
        categories={[{ id: 1, slug: 'cherie', title_en: 'Cherie', logo: 'c.svg' }]}
        sizes={[{ id: 3, title: 'M' }]}
        bundles={[{ slug: 'cherie-lace-set', title: 'Cherie Lace Set' }]}
      />
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('SiteHeader menu', () => {
  it('shows every item whose key is in menu_show, in the menu order, with its route', () => {
    const nav = renderHeader(['contact-us', 'home', 'shop', 'clearance-sale', 'about-us']);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Shop',
      'Clearance Sale',
      'About Us',
      'Contact',
    ]);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(nav.getByRole('link', { name: 'Clearance Sale' })).toHaveAttribute('href', '/clearance-sale');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('opens the Shop mega menu with its button', async () => {
    const nav = renderHeader(['shop']);
    await userEvent.click(nav.getByRole('button', { name: 'Shop menu' }));
    expect(nav.getByRole('link', { name: 'Cherie' })).toHaveAttribute('href', '/shop?category=cherie');
    expect(nav.getByRole('link', { name: 'M' })).toHaveAttribute('href', '/shop?size=3');
    // The bundle offers lead to real bundles, and their view-all link to every bundle.
    expect(nav.getByRole('link', { name: 'Cherie Lace Set' })).toHaveAttribute('href', '/bundles/cherie-lace-set');
    expect(nav.getByRole('link', { name: 'View all offers' })).toHaveAttribute('href', '/bundles');
  });

  it('leaves out the items whose key is missing, and the Shop mega menu with Shop', () => {
    const nav = renderHeader(['home', 'contact-us']);
    expect(nav.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    for (const name of ['Shop', 'Clearance Sale', 'About Us']) expect(nav.queryByRole('link', { name })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Shop menu' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Cherie', hidden: true })).toBeNull();
  });
});
