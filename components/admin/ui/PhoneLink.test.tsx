/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PhoneLink } from './PhoneLink';

describe('the desk’s phone link', () => {
  it('calls the number in E.164 and writes to it on WhatsApp in a new tab', () => {
    render(<PhoneLink phone="01712345678" whatsApp />);
    expect(screen.getByRole('link', { name: '01712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    const chat = screen.getByRole('link', { name: 'WhatsApp 01712-345678' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/8801712345678');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noreferrer');
  });

  it('offers no chat unless asked, nor for a number that is not a mobile one', () => {
    const { rerender } = render(<PhoneLink phone="+8801712345678" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    rerender(<PhoneLink phone="029123456" whatsApp />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:029123456');
  });
});
