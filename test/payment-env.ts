/**
 * The payment gateways' environment for API tests, pointed at their fakes (test/payments.ts): import it first, before
 * any module of the shop, whose environment is read once as it loads. Each Jest worker has ports of its own: the two
 * fakes, and the shop's own address, where SSLCommerz's fake posts its IPN and bKash's sends the browser back.
 */
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
export const BKASH_PORT = 42_000 + worker * 3;
export const SSLCOMMERZ_PORT = BKASH_PORT + 1;
export const SHOP_PORT = BKASH_PORT + 2;

export const BKASH_KEYS = { appKey: 'bk-key', appSecret: 'bk-secret', username: 'bk-user', password: 'bk-password' };
export const SSLCOMMERZ_KEYS = { storeId: 'testshop', storePassword: 'testshop-password' };

Object.assign(process.env, {
  SHOP_URL: `http://127.0.0.1:${SHOP_PORT}`,
  BKASH_BASE_URL: `http://127.0.0.1:${BKASH_PORT}/v1.2.0-beta/tokenized/checkout`,
  BKASH_APP_KEY: BKASH_KEYS.appKey,
  BKASH_APP_SECRET: BKASH_KEYS.appSecret,
  BKASH_USERNAME: BKASH_KEYS.username,
  BKASH_PASSWORD: BKASH_KEYS.password,
  SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${SSLCOMMERZ_PORT}`,
  SSLCOMMERZ_STORE_ID: SSLCOMMERZ_KEYS.storeId,
  SSLCOMMERZ_STORE_PASSWORD: SSLCOMMERZ_KEYS.storePassword,
});
