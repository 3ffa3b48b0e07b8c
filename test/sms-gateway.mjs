/**
 * A fake of Bangladesh's SMS gateways for the tests, speaking each one's documented contract on its own path:
 * BulkSMSBD (`POST /api/smsapi`, form; `response_code` 202, or a refusal code under HTTP 200), SSL Wireless SMS Plus
 * (`POST /api/v3/send-sms`, JSON; `status` SUCCESS or FAILED with `status_code`), Alpha SMS (`POST /sendsms`, form;
 * `error` 0 or another code). It checks the key and keeps every text it accepts.
 *
 * Control, for the tests: `GET /__fake/sms?to=8801…` gives the texts sent to a number, newest last;
 * `POST /__fake/refuse?code=1007` makes the next send refused with that gateway code (each gateway answers in its own
 * shape); `POST /__fake/reset` forgets both.
 */
import http from 'node:http';

/** What each gateway says for the refusal codes the tests use (BulkSMSBD, SSL Wireless, Alpha SMS). */
const REFUSALS = {
  1001: 'Invalid Number',
  1002: 'sender id not correct/sender id is disabled',
  1007: 'Balance Insufficient',
  1011: 'User ID not found',
  4001: 'Unauthorized',
  4003: 'IP Blacklisted',
  405: 'Authorization required',
  416: 'Insufficient balance',
  4025: 'Duplicate csms_id',
};

const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function bodyOf(req) {
  let data = '';
  for await (const chunk of req) data += chunk;
  if (String(req.headers['content-type']).startsWith('application/json')) return JSON.parse(data || '{}');
  return Object.fromEntries(new URLSearchParams(data));
}

/** The three gateways: how each reads a send, and how it answers a success and a refusal. */
const GATEWAYS = {
  '/api/smsapi': {
    read: (body) => ({ key: body.api_key, to: body.number, text: body.message, sender: body.senderid }),
    sent: (id) => ({ response_code: 202, message_id: id, success_message: 'SMS Submitted Successfully', error_message: '' }),
    refused: (code) => ({ response_code: code, success_message: '', error_message: REFUSALS[code] ?? 'Refused' }),
    unauthorized: 1011,
  },
  '/api/v3/send-sms': {
    read: (body) => ({ key: body.api_token, to: body.msisdn, text: body.sms, sender: body.sid, reference: body.csms_id }),
    sent: (id, body) => ({
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        { sms_status: 'SUCCESS', status_message: 'Success', msisdn: body.msisdn, csms_id: body.csms_id, reference_id: id },
      ],
    }),
    refused: (code) => ({ status: 'FAILED', status_code: code, error_message: REFUSALS[code] ?? 'Refused' }),
    unauthorized: 4001,
  },
  '/sendsms': {
    read: (body) => ({ key: body.api_key, to: body.to, text: body.msg, sender: body.sender_id }),
    sent: (id) => ({ error: 0, msg: 'Request successfully submitted', data: { request_id: id } }),
    refused: (code) => ({ error: code, msg: REFUSALS[code] ?? 'Refused' }),
    unauthorized: 405,
  },
};

/** @param {{ port?: number, key?: string }} [options] */
export async function startSmsGateway({ port = 0, key = 'test-sms-key' } = {}) {
  /** @type {{ gateway: string, to: string, text: string, sender?: string, reference?: string }[]} */
  const messages = [];
  /** @type {number | null} */
  let refuseNext = null;
  const seenReferences = new Set();
  let ids = 0;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__fake/sms')
      return json(
        res,
        200,
        messages.filter((m) => m.to === url.searchParams.get('to')),
      );
    if (url.pathname === '/__fake/refuse') {
      refuseNext = Number(url.searchParams.get('code'));
      return json(res, 200, { ok: true });
    }
    if (url.pathname === '/__fake/reset') {
      messages.length = 0;
      refuseNext = null;
      return json(res, 200, { ok: true });
    }
    const gateway = GATEWAYS[url.pathname];
    if (!gateway || req.method !== 'POST') return json(res, 404, { error: 'Not found' });
    const body = await bodyOf(req);
    const sms = gateway.read(body);
    if (sms.key !== key) return json(res, 200, gateway.refused(gateway.unauthorized));
    if (refuseNext !== null) {
      const code = refuseNext;
      refuseNext = null;
      return json(res, 200, gateway.refused(code));
    }
    // SSL Wireless refuses a csms_id it has seen: a retry after a lost answer sends nothing twice.
    if (sms.reference && seenReferences.has(sms.reference)) return json(res, 200, gateway.refused(4025));
    if (sms.reference) seenReferences.add(sms.reference);
    messages.push({ gateway: url.pathname, to: sms.to, text: sms.text, sender: sms.sender, reference: sms.reference });
    json(res, 200, gateway.sent(`fake-${++ids}`, body));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
