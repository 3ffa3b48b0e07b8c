import type { ChangeEvent, ClipboardEvent } from 'react';
import { typedPhone } from '../phone';

/** A contact holds at most 11 characters (spec), the local form of a mobile number. */
const PHONE_LENGTH = 11;

/** A number as the field keeps it: written the shop's way first, then cut to its 11 characters. */
const kept = (raw: string) => typedPhone(raw).slice(0, PHONE_LENGTH);

/**
 * What a phone input carries: the number kept as lib/phone.ts keeps a typed one, as it is typed, pasted or filled
 * in whole by the browser. The limit is applied after that, not by maxLength, which would cut a +880 1712-345678
 * filled in at once to +880 1712-3 before it could be read.
 */
export const phoneField = (setValue: (value: string) => void) => ({
  type: 'tel',
  inputMode: 'numeric' as const,
  autoComplete: 'tel-national',
  onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(kept(event.target.value)),
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setValue(kept(event.clipboardData.getData('text')));
  },
});
