import type { InputHTMLAttributes } from 'react';

/** A whole number (taka, pieces): the phone's number pad, no fractions, none below `min` (0 unless given). */
export function WholeInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>) {
  return <input type="number" inputMode="numeric" min={0} step={1} {...props} />;
}
