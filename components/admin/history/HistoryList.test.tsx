/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { HistoryEntry } from '@/lib/types/history';
import { HistoryList } from './HistoryList';

const entry = (change: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  created_at: '2026-11-20T08:30:00.000Z',
  staff: 'Mitu',
  customer: null,
  courier: null,
  subject: 'order',
  subject_id: 7,
  subject_name: 'LI12345678',
  action: 'status',
  before: { status: 'Pending' },
  after: { status: 'Processing' },
  ...change,
});

describe('the history of changes', () => {
  it('names the staff member who made a change, and the customer who cancelled her own order as the customer', () => {
    render(
      <HistoryList
        showSubject
        entries={[entry({ id: 2, staff: null, customer: 'Nadia Rahman', after: { status: 'Canceled' } }), entry({ id: 1 })]}
      />,
    );
    const [hers, theirs] = screen.getAllByRole('listitem');
    expect(hers).toHaveTextContent('Customer (Nadia Rahman) · LI12345678');
    expect(hers).toHaveTextContent('Status: Pending → Canceled');
    expect(theirs).toHaveTextContent('Mitu · LI12345678');
    expect(theirs).not.toHaveTextContent('Customer');
  });

  it('names the courier whose parcel moved an order, and says what a booking and a restock did', () => {
    render(
      <HistoryList
        entries={[
          entry({ id: 3, staff: null, courier: 'Steadfast', before: { status: 'On the Way' }, after: { status: 'Delivered' } }),
          entry({
            id: 2,
            action: 'booked',
            before: null,
            after: { courier: 'Steadfast', consignment: '1000001', tracking: 'SF1' },
          }),
          entry({ id: 1, action: 'returned', before: null, after: { restocked: 3, return_fee: 40 } }),
          entry({ id: 0, action: 'kept', before: null, after: { kept: 'Bra (size 34B, Rose): 1 of 2', collected: 850 } }),
          entry({ id: -1, action: 'exchanged', before: null, after: { exchange: 'LI2', pieces: 'Bra × 1 → size 36B' } }),
        ]}
      />,
    );
    const [delivered, booked, back, kept, exchanged] = screen.getAllByRole('listitem');
    expect(kept).toHaveTextContent('Kept Bra (size 34B, Rose): 1 of 2; collected 850');
    expect(exchanged).toHaveTextContent('Exchanged for LI2: Bra × 1 → size 36B');
    expect(delivered).toHaveTextContent('Steadfast');
    expect(delivered).toHaveTextContent('Status: On the Way → Delivered');
    expect(booked).toHaveTextContent('Booked with Steadfast: consignment 1000001');
    expect(back).toHaveTextContent('Parcel back: 3 pieces in stock, return fee 40');
  });

  it('says what a block, an unblock and a merge did, and links the phone and the customer', () => {
    render(
      <HistoryList
        showSubject
        entries={[
          entry({
            id: 3,
            subject: 'customer',
            subject_id: 12,
            subject_name: 'Nusrat',
            action: 'merged',
            before: { account: 40, name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: null },
            after: { orders: 2, gained: ['e-mail', 'password'] },
          }),
          entry({
            id: 2,
            subject: 'phone',
            subject_name: '01812-345678',
            action: 'unblocked',
            before: { phone: '01812345678', reason: 'Prank' },
            after: { phone: '01812345678' },
          }),
          entry({
            id: 1,
            subject: 'phone',
            subject_name: '01812-345678',
            action: 'blocked',
            before: null,
            after: { phone: '01812345678', reason: 'Prank' },
          }),
        ]}
      />,
    );
    const [merged, unblocked, blocked] = screen.getAllByRole('listitem');
    expect(merged).toHaveTextContent(
      'Merged account #40 (Nusrat Jahan, nusrat@example.com): 2 orders moved; gained e-mail, password',
    );
    expect(screen.getByRole('link', { name: 'Nusrat' })).toHaveAttribute('href', '/admin/customers/12');
    expect(unblocked).toHaveTextContent('Unblocked 01812-345678 (was: Prank)');
    expect(blocked).toHaveTextContent('Blocked 01812-345678: Prank');
    expect(screen.getAllByRole('link', { name: '01812-345678' })[0]).toHaveAttribute('href', '/admin/customers?q=01812345678');
  });

  it('says where an order staff took came from', () => {
    render(<HistoryList entries={[entry({ action: 'created', before: null, after: { source: 'WhatsApp' } })]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Mitu');
    expect(screen.getByRole('listitem')).toHaveTextContent('Order taken: WhatsApp');
  });
});
