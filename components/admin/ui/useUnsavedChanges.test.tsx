/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import type { FormEvent } from 'react';
import { useFieldForm } from './useFieldForm';
import { LEAVE_QUESTION } from './useUnsavedChanges';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

/** A record form as the desk's are made, beside a link of the desk (Next's Link opens its page from its onClick). */
function Desk({ followed }: { followed: () => void }) {
  const { formRef, save, field, outcome } = useFieldForm('thing', { name: 'Name' }, () => ({}));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save('things', { name: new FormData(event.currentTarget).get('name') });
  }
  return (
    <>
      <Link
        href="/admin/orders"
        onClick={(event) => {
          event.preventDefault();
          followed();
        }}
      >
        Orders
      </Link>
      <form ref={formRef} method="post" onSubmit={submit}>
        {field('name', (props) => (
          <input {...props} defaultValue="Lace set" />
        ))}
        <button type="submit">Save</button>
        {outcome && <p>{outcome.msg}</p>}
      </form>
    </>
  );
}

describe('leaving a desk form with unsaved changes', () => {
  const confirm = jest.spyOn(window, 'confirm');
  beforeEach(() => confirm.mockReset());

  it('asks only once a field differs from what was saved, and stays when told to', async () => {
    const followed = jest.fn();
    render(<Desk followed={followed} />);
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Name'), ' (red)');
    confirm.mockReturnValue(false);
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(followed).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(followed).toHaveBeenCalledTimes(2);

    // Put back as it was: nothing to lose.
    confirm.mockReset();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Lace set');
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks no more once the changes are saved, and the closing page asks only while they are not', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ status: 'success', msg: 'Saved' }),
    })) as unknown as typeof fetch;
    const followed = jest.fn();
    render(<Desk followed={followed} />);
    await userEvent.type(screen.getByLabelText('Name'), ' (red)');
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);
    const closingAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closingAfter);
    expect(closingAfter.defaultPrevented).toBe(false);
  });
});
