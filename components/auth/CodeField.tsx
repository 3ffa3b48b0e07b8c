import { phoneDigits } from '@/lib/phone';
import form from '@/components/ui/Form.module.scss';

/**
 * The 6-digit code's field: numeric keypad, filled from the SMS where the phone offers it, Bangla digits taken as
 * typed; with the button that asks for a new one once the wait is over.
 */
export function CodeField({
  id,
  value,
  onChange,
  resend,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  resend: { wait: number; sending: boolean; again: () => void };
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
      <button type="button" className={form.link} disabled={resend.wait > 0 || resend.sending} onClick={resend.again}>
        {resend.wait > 0 ? `Send a new code in ${resend.wait} s` : 'Send a new code'}
      </button>
    </div>
  );
}
