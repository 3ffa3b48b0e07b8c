import { contactMail, contactProblem, mailtoUrl, webmailUrl, type ContactForm } from './contact';

const form: ContactForm = {
  name: 'Nadia Rahman',
  email: 'nadia@example.com',
  phone: '01712345678',
  comment: 'Is the lace bra\nin 3XL?',
};

describe('contactProblem', () => {
  it.each([
    [{ name: ' ' }, 'Name must be filled out'],
    [{ email: '' }, 'Email must be filled out'],
    [{ phone: '' }, 'Phone Number must be filled out'],
    [{ comment: '' }, 'Comment must be filled out'],
    [{ name: '', comment: '' }, 'Name must be filled out'],
    [{ email: 'nadia@example' }, 'Please enter a valid email address'],
    [{ email: 'nadia example.com' }, 'Please enter a valid email address'],
    [{}, null],
  ])('%p gives %p', (change, problem) => expect(contactProblem({ ...form, ...change })).toBe(problem));
});

describe('contactMail', () => {
  it("puts the sender's name and the brand in the subject, every field in the body", () => {
    expect(contactMail(form, 'Lumière Intimates')).toEqual({
      subject: 'Nadia Rahman (Lumière Intimates)',
      body: 'Name: Nadia Rahman\nPhone: 01712345678\nEmail: nadia@example.com\n\nIs the lace bra\nin 3XL?',
    });
  });
});

describe('compose addresses', () => {
  const mail = { subject: 'Nadia (Lumière)', body: 'Hi & bye\nNadia' };
  it('opens Gmail compose to the shop with subject and body', () => {
    const url = new URL(webmailUrl('support@shop.example', mail));
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: 'support@shop.example',
      su: mail.subject,
      body: mail.body,
    });
  });
  it('writes a mailto link with encoded subject and body', () => {
    expect(mailtoUrl('support@shop.example', mail)).toBe(
      'mailto:support@shop.example?subject=Nadia%20(Lumi%C3%A8re)&body=Hi%20%26%20bye%0ANadia',
    );
  });
});
