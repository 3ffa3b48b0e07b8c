/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { ORDER_STATUS, STATUS_ORDER, statusLabel, type OrderStatus } from '@/lib/order-status';
import { DeskFilters } from './DeskFilters';
import { StatusForm } from './StatusForm';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

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
    render(<StatusForm orderNo="LI12345678" status={status} />);
    const select = screen.getByLabelText('Status');
    expect(offered(select)).toEqual(moves);
    expect(select).toHaveDisplayValue(moves[0]);
    expect(screen.getByRole('button', { name: 'Update status' })).toBeEnabled();
  });

  it.each([ORDER_STATUS.delivered, ORDER_STATUS.partialDelivered, ORDER_STATUS.canceled, ORDER_STATUS.canceledAuthor])(
    'shows a final status (%p) as final, with nothing to choose',
    (status) => {
      render(<StatusForm orderNo="LI12345678" status={status} />);
      expect(screen.getByTestId('status-final')).toHaveTextContent(`${statusLabel(status)} is final.`);
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
    },
  );

  it('leaves the order list’s status filter with every status', () => {
    render(<DeskFilters filters={{}} counts={{}} />);
    expect(offered(screen.getByLabelText('Status'))).toEqual(['All', ...STATUS_ORDER.map(statusLabel)]);
  });
});
