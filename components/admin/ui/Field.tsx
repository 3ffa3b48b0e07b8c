import type { ReactNode } from 'react';
import form from '@/components/ui/Form.module.scss';
import styles from './Field.module.scss';

/** The id of a field's message, for the field's aria-describedby. */
const errorId = (id: string) => `${id}-error`;

/** Why a field was refused, right under it (and read out with it). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={styles.error}>
      {message}
    </p>
  );
}

/** The attributes that tie a field to its message. */
export const describedBy = (id: string, message?: string) =>
  message ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};

/** A labelled field: its input (which takes the same `id`), then its hint and why it was refused, if any. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${form.field} ${className}` : form.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <span className={styles.hint}>{hint}</span>}
      <FieldError id={id} message={error} />
    </div>
  );
}
