import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT) || 3100;
/** The journeys' mail server (e2e/mail-catcher.mjs): the shop sends to its SMTP port, journeys read its HTTP one. */
const SMTP_PORT = PORT + 25;
export const MAIL_READER = `http://127.0.0.1:${PORT + 26}`;
/** The journeys' SMS gateway (e2e/sms-catcher.mjs): the shop sends by BulkSMSBD's contract, journeys read the texts. */
export const SMS_GATEWAY = `http://127.0.0.1:${PORT + 27}`;
const SMS_KEY = 'e2e-sms-key';
/** The journeys' couriers (test/fakes): Steadfast's and Pathao's contracts, their webhooks sent to the shop. */
export const STEADFAST = `http://127.0.0.1:${PORT + 28}`;
export const PATHAO = `http://127.0.0.1:${PORT + 29}`;
const COURIER_TOKEN = 'e2e-courier-webhook-token';
/** The journeys' payment gateways (test/fakes): bKash's and SSLCommerz's contracts, with their hosted pages. */
export const BKASH = `http://127.0.0.1:${PORT + 30}`;
export const SSLCOMMERZ = `http://127.0.0.1:${PORT + 31}`;
const SHOP = `http://127.0.0.1:${PORT}`;
// The shop's address for the server and the journeys alike: gateways send the browser back to it (build with it too).
process.env.SHOP_URL ??= SHOP;

/** The back office's first owner, made by the server on start (e2e/back-office.ts signs in as them). */
export const E2E_OWNER = { email: 'owner@e2e.example', password: 'owner-e2e-password' };

// Playwright cannot download its own browser here: use the system's Chromium when there is one, its headless shell
// first (what Playwright itself runs headless: less work per page than the full browser).
const systemChromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(fs.existsSync);

/** Journeys that change what the other journeys read (titles, the menu, the blog). */
const SHOP_WIDE = /(advance|content-desk|order-code|reviews)\.spec\.ts$/;

/** Journeys in Chromium against the production build (`npm run build` first). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers and the server share two cores: a journey that takes 15 s alone can take 35 s beside another.
  timeout: 45_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace (every action's DOM snapshot and a screencast) is recorded for a journey's retry only: recording it for
    // every journey, to keep a failing one's, took a third of the run's time. Locally: `--trace on`.
    trace: 'on-first-retry',
    // Journeys start with the newsletter modal already dismissed, so it cannot cover what they click;
    // the modal's own journey starts from an empty state.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: 'newsletterDismissed', value: '1' }] }],
    },
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
      dependencies: ['setup'],
      testIgnore: SHOP_WIDE,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['setup'],
      testIgnore: SHOP_WIDE,
    },
    // Journeys that change what every page shows run once the others are done (at both widths in turn), one at a
    // time: a code asked of new customers (order-code) would refuse another's new shopper.
    {
      name: 'shop-wide',
      use: devices['Desktop Chrome'],
      testMatch: SHOP_WIDE,
      dependencies: ['mobile', 'desktop'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `node e2e/mail-catcher.mjs ${SMTP_PORT} ${PORT + 26}`,
      url: `${MAIL_READER}/messages`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node e2e/sms-catcher.mjs ${PORT + 27} ${SMS_KEY}`,
      url: `${SMS_GATEWAY}/__fake/sms`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node test/fakes/steadfast.mjs ${PORT + 28} e2e-sf-key e2e-sf-secret ${SHOP}/api/courier/steadfast ${COURIER_TOKEN}`,
      url: `${STEADFAST}/__fake/log`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node test/fakes/pathao.mjs ${PORT + 29} e2e-pt-client e2e-pt-secret e2e@pathao.example e2e-pt-password 7 ${SHOP}/api/courier/pathao ${COURIER_TOKEN}`,
      url: `${PATHAO}/__fake/log`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node test/fakes/bkash.mjs ${PORT + 30} e2e-bk-key e2e-bk-secret e2e-bk-user e2e-bk-password`,
      url: `${BKASH}/__fake/log`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node test/fakes/sslcommerz.mjs ${PORT + 31} e2e-store e2e-store-password`,
      url: `${SSLCOMMERZ}/__fake/log`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node server/index.mjs -p ${PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/api/index/app`,
      reuseExistingServer: !process.env.CI,
      env: {
        // One proxy hop trusted, so that a journey can give itself a client address (e2e/phone.ts).
        TRUSTED_PROXY_HOPS: '1',
        SHOP_OWNER_EMAIL: E2E_OWNER.email,
        SHOP_OWNER_PASSWORD: E2E_OWNER.password,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Shop <shop@e2e.example>',
        SMS_DRIVER: 'bulksmsbd',
        SMS_GATEWAY_URL: `${SMS_GATEWAY}/api`,
        SMS_API_KEY: SMS_KEY,
        SMS_SENDER_ID: '8809617000000',
        STEADFAST_BASE_URL: STEADFAST,
        STEADFAST_API_KEY: 'e2e-sf-key',
        STEADFAST_SECRET_KEY: 'e2e-sf-secret',
        PATHAO_BASE_URL: PATHAO,
        PATHAO_CLIENT_ID: 'e2e-pt-client',
        PATHAO_CLIENT_SECRET: 'e2e-pt-secret',
        PATHAO_USERNAME: 'e2e@pathao.example',
        PATHAO_PASSWORD: 'e2e-pt-password',
        PATHAO_STORE_ID: '7',
        COURIER_WEBHOOK_TOKEN: COURIER_TOKEN,
        SHOP_URL: process.env.SHOP_URL,
        BKASH_BASE_URL: `${BKASH}/v1.2.0-beta/tokenized/checkout`,
        BKASH_APP_KEY: 'e2e-bk-key',
        BKASH_APP_SECRET: 'e2e-bk-secret',
        BKASH_USERNAME: 'e2e-bk-user',
        BKASH_PASSWORD: 'e2e-bk-password',
        SSLCOMMERZ_BASE_URL: SSLCOMMERZ,
        SSLCOMMERZ_STORE_ID: 'e2e-store',
        SSLCOMMERZ_STORE_PASSWORD: 'e2e-store-password',
      },
      timeout: 120_000,
    },
  ],
});
