import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * What a message may hold that nobody may read in the outbox: a password-reset link's token and a one-time code, in
 * English or Bangla (each a regular expression's source, for JavaScript and PostgreSQL), and what shows in its place.
 */
const SECRETS = [
  { pattern: 'token=[A-Za-z0-9_-]+', mask: 'token=…' },
  { pattern: 'code is [0-9]{6}', mask: 'code is ••••••' },
  { pattern: 'কোড [0-9]{6}', mask: 'কোড ••••••' },
];

/** A message's secrets hidden: what the back office shows, and what is kept once the message is sent. */
export const maskTokens = (text: string) =>
  SECRETS.reduce((masked, { pattern, mask }) => masked.replace(new RegExp(pattern, 'g'), mask), text);

/** maskTokens in PostgreSQL, for a column of the outbox. */
export const maskedColumn = (column: AnyColumn): SQL =>
  SECRETS.reduce<SQL>((masked, { pattern, mask }) => sql`regexp_replace(${masked}, ${pattern}, ${mask}, 'g')`, sql`${column}`);
