/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { OutboxEntry } from '@/lib/types/outbox';
import { OutboxList } from './OutboxList';

const entry = (id: number, fields: Partial<OutboxEntry>): OutboxEntry => ({
  id,
  channel: 'sms',
  topic: 'order-placed',
  recipient: '+8801712345678',
  subject: '',
  text: 'Hello',
  parts: 1,
  state: 'pending',
  attempts: 0,
  last_error: null,
  via: null,
  created_at: '2026-11-23T08:05:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-11-23T08:05:00.000Z',
  ...fields,
});

describe('OutboxList', () => {
  it('says how many parts each SMS goes out as, and nothing of the kind for an e-mail', () => {
    render(
      <OutboxList
        total={3}
        entries={[
          entry(1, { parts: 2 }),
          entry(2, { recipient: '+8801812345678' }),
          entry(3, { channel: 'email', recipient: 'nadia@example.com', subject: 'Hi', parts: null }),
        ]}
      />,
    );
    const recipients = screen.getAllByRole('cell').filter((cell) => cell.dataset.label === 'To');
    expect(recipients.map((cell) => cell.textContent)).toEqual([
      'SMS +88017123456782 parts',
      'SMS +88018123456781 part',
      'nadia@example.com',
    ]);
  });
});
