/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS, STATUS_ORDER, statusLabel, type OrderStatus } from '@/lib/order-status';
import { DeskFilters } from './DeskFilters';
import { StatusForm } from './StatusForm';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const facts = {
  collect: 2450,
  charge: 100,
  discount: 50,
  pieces: 3,
  email: true,
  lines: [
    { id: 11, name: 'Cherie Bra (size 34B, Rose)', quantity: 2, price: 800 },
    { id: 12, name: 'Cherie Bra (size 36B, Rose)', quantity: 1, price: 800 },
  ],
};

const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the desk’s Status control', () => {
  it.each([
    [null, ['Processing', 'Hold', 'Canceled', 'Canceled - Author']],
    [ORDER_STATUS.processing, ['On the Way', 'Hold', 'Canceled', 'Canceled - Author']],
    [ORDER_STATUS.hold, ['Pending', 'Processing', 'On the Way', 'Returned', 'Canceled', 'Canceled - Author']],
    [ORDER_STATUS.onTheWay, ['Delivered', 'Partial Delivered', 'Hold', 'Returned', 'Canceled', 'Canceled - Author']],
  ] as [OrderStatus, string[]][])('offers from %p only the moves the pipeline allows', (status, moves) => {
    render(<StatusForm orderNo="LI12345678" status={status} order={facts} />);
    const select = screen.getByLabelText('Status');
    expect(offered(select)).toEqual(moves);
    expect(select).toHaveDisplayValue(moves[0]);
    expect(screen.getByRole('button', { name: 'Update status' })).toBeEnabled();
  });

  it.each([ORDER_STATUS.delivered, ORDER_STATUS.partialDelivered, ORDER_STATUS.canceled, ORDER_STATUS.canceledAuthor])(
    'shows a final status (%p) as final, with nothing to choose',
    (status) => {
      render(<StatusForm orderNo="LI12345678" status={status} order={facts} />);
      expect(screen.getByTestId('status-final')).toHaveTextContent(`${statusLabel(status)} is final.`);
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
    },
  );

  it('leaves the order list’s status filter with every status', () => {
    render(<DeskFilters filters={{}} counts={{}} />);
    expect(offered(screen.getByLabelText('Status'))).toEqual(['All', ...STATUS_ORDER.map(statusLabel)]);
  });

  it('asks why before a cancellation, then asks to confirm it, naming what will happen, before anything is sent', async () => {
    const sent = jest.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ msg: 'The order is now Canceled' }, { status: 200 }),
    );
    global.fetch = sent as unknown as typeof fetch;
    render(<StatusForm orderNo="LI12345678" status={ORDER_STATUS.processing} order={facts} />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: String(ORDER_STATUS.canceled) } });
    const why = screen.getByLabelText('Why');
    expect(offered(why)).toEqual([
      'Choose why',
      'Customer cancelled',
      'Customer unreachable',
      'Fake order',
      'Refused at the door',
      'Out of stock',
      'Other',
    ]);
    fireEvent.change(why, { target: { value: 'fake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Cancel order LI12345678?');
    expect(question).toHaveTextContent('The customer is e-mailed that her order is cancelled, and 3 pieces go back to stock.');
    expect(sent).not.toHaveBeenCalled();
    // A mis-tap is stopped: keeping it sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Keep it Processing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Canceled' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(sent.mock.calls[0][1].body))).toEqual({
      from: ORDER_STATUS.processing,
      to: ORDER_STATUS.canceled,
      reason: 'fake',
    });
  });

  it('asks what a partial delivery’s customer kept, and proposes the cash from it until staff type their own', async () => {
    const sent = jest.fn(async (_path: string, _init: RequestInit) =>
      Response.json({ msg: 'The order is now Partial Delivered' }, { status: 200 }),
    );
    global.fetch = sent as unknown as typeof fetch;
    render(<StatusForm orderNo="LI12345678" status={ORDER_STATUS.onTheWay} order={facts} />);
    expect(screen.queryByLabelText('Cash collected (BDT)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: String(ORDER_STATUS.partialDelivered) } });
    const cash = screen.getByLabelText('Cash collected (BDT)');
    expect(cash).toHaveValue(2450);
    fireEvent.change(screen.getByLabelText('Cherie Bra (size 36B, Rose): kept of 1'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Cherie Bra (size 34B, Rose): kept of 2'), { target: { value: '1' } });
    expect(cash).toHaveValue(800 + 100 - 50);
    fireEvent.change(cash, { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Cherie Bra (size 34B, Rose): kept of 2'), { target: { value: '2' } });
    expect(cash).toHaveValue(800);
    fireEvent.change(screen.getByLabelText('Cherie Bra (size 34B, Rose): kept of 2'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(sent.mock.calls[0][1].body))).toEqual({
      from: ORDER_STATUS.onTheWay,
      to: ORDER_STATUS.partialDelivered,
      kept: [
        { item: 11, count: 1 },
        { item: 12, count: 0 },
      ],
      collected: 800,
    });
  });

  it('says what Delivered does, and asks no reason for it', () => {
    render(<StatusForm orderNo="LI12345678" status={ORDER_STATUS.onTheWay} order={{ ...facts, email: false }} />);
    expect(screen.queryByLabelText('Why')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'The customer is sent an SMS thanking her. BDT 2,450 is counted as collected. Delivered is final.',
    );
  });

  it('counts only the cash left to collect of an order paid in part ahead', () => {
    render(<StatusForm orderNo="LI12345678" status={ORDER_STATUS.onTheWay} order={{ ...facts, collect: 2350 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('BDT 2,350 is counted as collected.');
  });
});
