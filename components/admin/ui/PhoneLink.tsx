import { displayPhone, normalisePhone } from '@/lib/phone';

/** A phone number the desk can call with a tap: dialled in E.164, shown as people read it (01712-345678). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${normalisePhone(phone) ?? phone}`}>{displayPhone(phone)}</a>;
}
