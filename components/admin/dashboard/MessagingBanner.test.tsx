/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MessagingBanner } from './MessagingBanner';

describe('MessagingBanner', () => {
  it('says which channel sends nothing and why, with the way to its waiting messages', () => {
    render(<MessagingBanner unconfigured={{ sms: 'SMS_DRIVER is log', email: 'SMTP_URL is not set' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'E-mail is not sent: SMTP_URL is not set. Messages wait in the outbox.' +
        'SMS is not sent: SMS_DRIVER is log. Messages wait in the outbox.',
    );
    expect(screen.getAllByRole('link', { name: 'outbox' })[0]).toHaveAttribute('href', '/admin/outbox?state=not-configured');
  });

  it('is not there while every channel sends', () => {
    const { container } = render(<MessagingBanner unconfigured={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
