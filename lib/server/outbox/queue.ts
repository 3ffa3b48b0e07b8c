import 'server-only';
import { normalisePhone } from '../../phone';
import type { Db } from '../db';
import { outbox } from '../db/schema';

type Topic =
  | 'order-placed'
  | 'new-order'
  | 'order-status'
  | 'order-edited'
  | 'password-reset'
  | 'back-in-stock'
  | 'phone-code'
  | 'low-stock';

/** An e-mail to send: an HTML part and a plain-text part (lib/server/messages). */
interface Email {
  channel: 'email';
  topic: Topic;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A text message to a mobile number as the customer wrote it. */
interface Sms {
  channel: 'sms';
  topic: Topic;
  to: string | null;
  text: string;
}

export type Message = Email | Sms;

/**
 * This process's sender, once started (lib/server/outbox/sender): kept on globalThis, which the route bundles and
 * the start-up code share.
 */
export const senderHook = globalThis as { __storefrontSender?: { nudge(): void } };

/** Wakes this process's sender, when it runs, to send what was just written. */
export function nudgeSender(): void {
  senderHook.__storefrontSender?.nudge();
}

/**
 * Writes messages into the outbox, in the caller's transaction: they exist exactly when what caused them does,
 * and are sent after it commits (call nudgeSender then). An SMS to a number that is not a Bangladeshi mobile is
 * recorded as skipped, with the number it had.
 */
export async function queueMessages(tx: Db, messages: Message[]): Promise<void> {
  if (!messages.length) return;
  await tx.insert(outbox).values(
    messages.map((message) => {
      if (message.channel === 'email') {
        const { to, ...rest } = message;
        return { ...rest, recipient: to };
      }
      const mobile = normalisePhone(message.to);
      return {
        channel: 'sms',
        topic: message.topic,
        recipient: mobile ?? message.to ?? '',
        text: message.text,
        ...(!mobile && { state: 'skipped', lastError: `Not a Bangladeshi mobile number: "${message.to ?? ''}"` }),
      };
    }),
  );
}
