import styles from './Admin.module.scss';

/** The id of a field's message, for the field's aria-describedby. */
const errorId = (id: string) => `${id}-error`;

/** Why a field was refused, right under it (and read out with it). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={styles.fieldError}>
      {message}
    </p>
  );
}

/** The attributes that tie a field to its message. */
export const describedBy = (id: string, message?: string) =>
  message ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
