import { phoneDigits } from '@/lib/phone';
import form from '@/components/ui/Form.module.scss';
import type { CodeSender } from './useCodeSender';

/**
 * The 6-digit code's field: numeric keypad, filled from the SMS where the phone offers it, Bangla digits taken as
 * typed; with the button that asks `sender` for a new one to `phone` once the wait is over.
 */
export function CodeField({
  id,
  value,
  onChange,
  sender,
  phone,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  sender: CodeSender;
  phone: string;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={id}>6-digit code</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(e) => onChange(phoneDigits(e.target.value).slice(0, 6))}
      />
      <button type="button" className={form.link} disabled={sender.idle} onClick={() => void sender.send(phone)}>
        {sender.wait > 0 ? `Send a new code in ${sender.wait} s` : 'Send a new code'}
      </button>
    </div>
  );
}
