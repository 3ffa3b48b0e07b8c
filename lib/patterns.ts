/** The shapes of an e-mail address and of names: one rule each for every form and the API (phones: lib/phone.ts). */

/** An e-mail address (the shape zod's own check uses), for forms that do without zod. */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The largest value of PostgreSQL's `integer`: ids and prices above it cannot exist. */
export const INTEGER_MAX = 2_147_483_647;

export const isEmail = (text: string) => EMAIL_PATTERN.test(text.trim());

/** A product's, post's or collection's address name: letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,200}$/i;

/** Control characters (NUL among them, which PostgreSQL cannot store in text): no typed text holds them. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
