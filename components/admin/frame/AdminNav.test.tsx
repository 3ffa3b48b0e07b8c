/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminNav } from './AdminNav';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin/orders/LI00000001' }));

const links = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/products', label: 'Products' },
];

describe('the back office’s menu on a phone', () => {
  it('opens its links with the Menu button, names the current page, and closes when one is followed', async () => {
    render(<AdminNav links={links} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('data-open', 'false');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Products']);
    expect(within(list).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    // jsdom opens no page: the click's navigation is kept from it, the menu still hears the click.
    const product = within(list).getByRole('link', { name: 'Products' });
    product.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(product);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    render(<AdminNav links={links} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
