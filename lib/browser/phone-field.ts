import type { ChangeEvent, ClipboardEvent } from 'react';
import { typedPhone } from '../phone';

/**
 * What a phone input carries: the number kept as lib/phone.ts keeps a typed one, as it is typed and as it is pasted
 * (pasted whole, since the field's 11 characters would cut a pasted +880 1712-345678 short).
 */
export const phoneField = (setValue: (value: string) => void) => ({
  type: 'tel',
  inputMode: 'numeric' as const,
  autoComplete: 'tel-national',
  onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(typedPhone(event.target.value)),
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setValue(typedPhone(event.clipboardData.getData('text')));
  },
});
