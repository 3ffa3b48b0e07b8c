import { PASSWORD_MIN } from '@/lib/auth-messages';
import form from '@/components/ui/Form.module.scss';

/** A new password's field with the sign-up rule beside it (Sign Up, and the reset page). */
export function NewPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        value={props.value}
        onChange={props.onChange}
        aria-describedby={`${props.id}-hint`}
      />
      <span id={`${props.id}-hint`} className={form.note}>
        At least {PASSWORD_MIN} characters.
      </span>
    </div>
  );
}
