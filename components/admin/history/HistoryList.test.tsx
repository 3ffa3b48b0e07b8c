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
});
