/** The contact form (spec: Contact): its checks and the e-mail it composes; nothing goes to the server. */
import { isEmail } from '../patterns';

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  comment: string;
}

export const CONTACT_FIELDS: { id: keyof ContactForm; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone Number' },
  { id: 'comment', label: 'Comment' },
];

const INVALID_EMAIL = 'Please enter a valid email address';

/** Web-mail opens in a popup from this width; narrower screens hand a mailto link to the phone's mail app. */
export const WEBMAIL_FROM_WIDTH = 992;

/** The first problem of the form, in field order, or null. */
export function contactProblem(form: ContactForm): string | null {
  const missing = CONTACT_FIELDS.find(({ id }) => !form[id].trim());
  if (missing) return `${missing.label} must be filled out`;
  return isEmail(form.email) ? null : INVALID_EMAIL;
}

/** The message to the shop: the sender's name with the brand in the subject, every field in the body. */
export function contactMail(form: ContactForm, brand: string) {
  const subject = `${form.name.trim()} (${brand})`;
  const body = [
    `Name: ${form.name.trim()}`,
    `Phone: ${form.phone.trim()}`,
    `Email: ${form.email.trim()}`,
    '',
    form.comment.trim(),
  ].join('\n');
  return { subject, body };
}

/** A compose window of web-mail (Gmail) addressed to the shop. */
export function webmailUrl(to: string, mail: { subject: string; body: string }): string {
  return `https://mail.google.com/mail/?${new URLSearchParams({ view: 'cm', fs: '1', to, su: mail.subject, body: mail.body })}`;
}

/** A mailto link addressed to the shop (spaces as %20, which every mail app reads). */
export function mailtoUrl(to: string, mail: { subject: string; body: string }): string {
  return `mailto:${to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}
