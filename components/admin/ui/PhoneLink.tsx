import { displayPhone, normalisePhone } from '@/lib/phone';
import styles from './PhoneLink.module.scss';

/**
 * A phone number the desk can call with a tap: dialled in E.164, shown as people read it (01712-345678). With
 * `whatsApp`, a WhatsApp link beside it (a chat is how most shoppers here answer), for mobile numbers only.
 */
export function PhoneLink({ phone, whatsApp = false }: { phone: string; whatsApp?: boolean }) {
  const e164 = normalisePhone(phone);
  const shown = displayPhone(phone);
  return (
    <>
      <a href={`tel:${e164 ?? phone}`} className={styles.link}>
        {shown}
      </a>
      {whatsApp && e164 && (
        <>
          {' '}
          <a
            href={`https://wa.me/${e164.slice(1)}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`WhatsApp ${shown}`}
            className={styles.link}
          >
            WhatsApp
          </a>
        </>
      )}
    </>
  );
}
