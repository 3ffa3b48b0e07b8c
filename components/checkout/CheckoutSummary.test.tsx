/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { line } from '@/lib/cart/fixtures';
import type { ShopInfo, StoreSettings } from '@/lib/types/content';
import { appActions } from '@/store/app';
import { makeStore } from '@/store/store';
import { CheckoutSummary, useCheckoutMoney } from './CheckoutSummary';

/** The shop's info with the delivery charges of `zones` (the spec's two, as they come). */
function shopWith(zones: Partial<StoreSettings> = {}) {
  const store = makeStore();
  const settings = { shipping_status: 'Flat Rate', charge_in_city: 60, charge_out_city: 100, min_charge: 100, custom_rate: [] };
  store.dispatch(
    appActions.loaded({ store: { ...settings, suburbs_charge: null, charge_per_kg: 0, ...zones } } as unknown as ShopInfo),
  );
  return store;
}

const lines = [line({ count: 2 }), line({ id: 2, slug: 'brief', count: 3 })];

/** The summary with the money the form computes for it. */
function Summary({ district, address }: { district: string; address: string }) {
  const money = useCheckoutMoney(lines, district, address);
  return (
    <CheckoutSummary money={money} lines={lines} district={district} address={address}>
      {null}
    </CheckoutSummary>
  );
}

function summary(store: ReturnType<typeof makeStore>, district: string, address: string) {
  return (
    <Provider store={store}>
      <Summary district={district} address={address} />
    </Provider>
  );
}

// Her session: not a first order, so the charge is not waived.
jest.mock('@/store/api', () => ({ useSessionQuery: () => ({ data: { first_order: false } }) }));

describe('the checkout summary’s shipping', () => {
  it('asks for a district, then charges it as the spec does: the address and the weight play no part', () => {
    const store = shopWith();
    const { rerender } = render(summary(store, '', ''));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('Choose a district');
    rerender(summary(store, 'Dhaka', 'Bank Town, Savar'));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('+BDT 60');
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    rerender(summary(store, 'Gazipur', ''));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('+BDT 100');
  });

  it('changes as the address is typed when the suburbs are charged apart, and adds each kg over the first', () => {
    const store = shopWith({ suburbs_charge: 80, charge_per_kg: 20 });
    // 5 pieces, 1.25 kg: 20 for the kg begun over the first.
    const { rerender } = render(summary(store, 'Dhaka', 'Bank Town'));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('+BDT 80');
    rerender(summary(store, 'Dhaka', 'Bank Town, Savar'));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('+BDT 100');
    expect(screen.getByText('Shipping (Dhaka suburbs)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(`BDT ${(1200 * 5 + 100).toLocaleString('en')}`);
  });
});
