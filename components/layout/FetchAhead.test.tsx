/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ShopLink } from '@/components/ui/ShopLink';
import { FetchAhead } from './FetchAhead';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

beforeEach(() => prefetch.mockClear());

function renderLinks() {
  render(
    <>
      <FetchAhead />
      <ShopLink href="/shop?category=cherie">
        <span>Cherie</span>
      </ShopLink>
      <ShopLink href="/cart">Cart</ShopLink>
      <ShopLink href="/terms-condition" prefetch={false}>
        Terms
      </ShopLink>
      <ShopLink href="https://example.com/page">Elsewhere</ShopLink>
    </>,
  );
}

describe('FetchAhead', () => {
  it('fetches a link’s page when the shopper reaches for it, not before, and once while the pointer stays on it', () => {
    renderLinks();
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Cherie'));
    fireEvent.touchStart(screen.getByText('Cherie'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Cart' }));
    expect(prefetch.mock.calls).toEqual([['/shop?category=cherie'], ['/cart']]);
  });

  it('never fetches a link marked prefetch={false}, nor a page of another site', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Terms' })).not.toHaveAttribute('data-fetch-ahead');
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
