import { z } from 'zod';
import { INTEGER_MAX } from '../patterns';

/** A record's id as a client sends it: a whole number from 1 to INTEGER_MAX, or the message. */
export const recordId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(INTEGER_MAX, { error: message });
