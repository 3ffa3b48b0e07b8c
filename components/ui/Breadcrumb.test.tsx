/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('shows home, links for items with a url, text for label-only items, and nothing for empty ones', () => {
    render(<Breadcrumb items={[{ label: 'shop', url: '/shop' }, {}, { label: 'Cherie Bra' }]} />);
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByText('Cherie Bra')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('can leave out the home link', () => {
    render(<Breadcrumb home={false} items={[{ label: 'Edit Bag', url: '/cart' }, { label: 'Checkout' }]} />);
    expect(screen.queryByRole('link', { name: 'home' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
