import 'server-only';
import { z } from 'zod';
import { CourierError, handleEvent, receiveWebhook, webhookAnswer, type CourierName } from '../couriers';
import { getDb } from '../db';
import { afterAnswer, errorJson, handle, json, parseBody } from './http';

/**
 * A courier's webhook route: the shared secret checked (401 and nothing stored without it), the event stored, then
 * answered at once in the courier's way; the parcel is read back from the courier after the answer is sent.
 */
export function courierWebhook(name: CourierName) {
  return handle(async (request) => {
    const db = await getDb();
    const body = await parseBody(z.unknown(), request);
    let eventId: number | null;
    try {
      ({ eventId } = await receiveWebhook(db, name, request.headers, body));
    } catch (error) {
      if (error instanceof CourierError && error.kind === 'unauthorized') return errorJson(401, 'Unauthorized');
      throw error;
    }
    if (eventId !== null) await afterAnswer(() => handleEvent(db, eventId));
    const { status, headers } = webhookAnswer(name);
    return json({ status: 'success' }, { status, headers });
  });
}
