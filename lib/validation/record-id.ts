import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`: ids and prices above it cannot exist. */
export const INTEGER_MAX = 2_147_483_647;

/** A record's id as a client sends it: a whole number from 1 to INTEGER_MAX, or the message. */
export const recordId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(INTEGER_MAX, { error: message });
