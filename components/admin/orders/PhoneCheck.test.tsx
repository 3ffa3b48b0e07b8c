/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { DeskOrderRow } from '@/lib/types/order-desk';
import { DeskFilters } from './DeskFilters';
import { DeskTable } from './DeskTable';
import { PhoneCheck } from './PhoneCheck';

const row = (order_no: string, phone_verified: boolean): DeskOrderRow => ({
  order_no,
  created_at: '2026-12-01T04:00:00.000Z',
  customer: 'Nadia Rahman',
  contact: '01712345678',
  district: 'Dhaka',
  items: 1,
  total: 1250,
  prepaid: 0,
  method: 'COD',
  status: null,
  phone_verified,
  blocked: false,
  source: 'website',
});

describe('the desk’s phone mark', () => {
  it('marks only the rows whose phone was proved', () => {
    render(<DeskTable rows={[row('LI00000001', true), row('LI00000002', false)]} caption="2 orders" />);
    const [proved, unproved] = screen.getAllByTestId('desk-row');
    expect(within(proved).getByTestId('phone-check')).toHaveTextContent('Phone verified');
    expect(within(unproved).queryByTestId('phone-check')).toBeNull();
  });

  it('says quietly on the order when the phone was not proved', () => {
    render(<PhoneCheck verified={false} />);
    expect(screen.getByTestId('phone-check')).toHaveTextContent('Phone not verified');
  });

  it('keeps the Unverified phone filter in the form and in the CSV’s address', () => {
    render(<DeskFilters filters={{ unverified: '1', page: 2 }} counts={{}} />);
    expect(screen.getByLabelText('Unverified phone')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Export orders CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export?unverified=1&shape=orders',
    );
  });
});
