/**
 * The couriers' environment for API tests, pointed at their fakes (test/couriers.ts): import it first, before any
 * module of the shop, whose environment is read once as it loads. Each Jest worker has ports of its own.
 */
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
export const STEADFAST_PORT = 41_000 + worker * 2;
export const PATHAO_PORT = STEADFAST_PORT + 1;
export const WEBHOOK_TOKEN = 'courier-webhook-token-for-tests';

Object.assign(process.env, {
  STEADFAST_BASE_URL: `http://127.0.0.1:${STEADFAST_PORT}`,
  STEADFAST_API_KEY: 'sf-key',
  STEADFAST_SECRET_KEY: 'sf-secret',
  PATHAO_BASE_URL: `http://127.0.0.1:${PATHAO_PORT}`,
  PATHAO_CLIENT_ID: 'pt-client',
  PATHAO_CLIENT_SECRET: 'pt-secret',
  PATHAO_USERNAME: 'merchant@example.com',
  PATHAO_PASSWORD: 'pt-password',
  PATHAO_STORE_ID: '7',
  COURIER_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
});
