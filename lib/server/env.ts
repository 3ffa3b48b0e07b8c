import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN } from '../auth-messages';
import { EMAIL_PATTERN } from '../patterns';

/**
 * Every environment variable the shop reads, checked once when the server starts (lib/server/startup.ts ends the
 * process with the reasons when one is wrong) and read from here, typed and with its default, by the rest of the
 * app. Documented in docs/operations.md. Scripts and tests outside Next.js read the same on first use.
 */

/** Set but empty (`NAME=` in a compose file or a shell) counts as unset. */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const addressOf = (protocols: string[], problem: string) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), { error: problem });

const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number, ${min} or more` })
    .transform(Number)
    .refine((n) => n >= min && Number.isSafeInteger(n), { error: `must be a whole number, ${min} or more` });

/** A memory budget of the production server (server/memory-budget.mjs reads it itself): megabytes, 0 keeps nothing. */
const megabytes = variable(
  z
    .string()
    .refine((value) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0, {
      error: 'must be a number of megabytes, 0 or more',
    })
    .transform(Number)
    .optional(),
);

/** The SMS drivers: none (`log`: SMS wait in the outbox), an HTTP gateway of one's own, and Bangladesh's gateways. */
export const SMS_DRIVER_NAMES = ['log', 'http', 'bulksmsbd', 'sslwireless', 'alphasms'] as const;

const schema = z
  .object({
    DATABASE_URL: variable(
      addressOf(
        ['postgres:', 'postgresql:'],
        'must be a postgres:// address, e.g. postgres://user:password@127.0.0.1:5432/shop',
      ).optional(),
    ),
    DATABASE_POOL_SIZE: variable(wholeNumber(1).default(10)),
    PGLITE_DIR: variable(z.string().default(() => path.join(process.cwd(), 'data/pglite'))),
    SHOP_URL: variable(
      addressOf(['http:', 'https:'], 'must be the shop’s public address, e.g. https://shop.example')
        .default('http://localhost:3000')
        .transform((url) => new URL(url)),
    ),
    SHOP_ORIGIN: variable(
      z
        .string()
        .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
          error: 'must be an origin: a scheme and a host, without a path or a trailing slash, e.g. https://shop.example',
        })
        .optional(),
    ),
    TRUSTED_PROXY_HOPS: variable(wholeNumber(0).default(0)),
    SHOP_OWNER_EMAIL: variable(z.string().trim().regex(EMAIL_PATTERN, { error: 'must be an e-mail address' }).optional()),
    SHOP_OWNER_PASSWORD: variable(
      z
        .string()
        .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
        .optional(),
    ),
    SMTP_URL: variable(
      addressOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587').optional(),
    ),
    MAIL_FROM: variable(
      z
        .string()
        .regex(/[^\s<>@]+@[^\s<>@]+/, {
          error: 'must hold the sender’s e-mail address, e.g. Lumière Intimates <orders@example.com>',
        })
        .optional(),
    ),
    SMS_DRIVER: variable(z.enum(SMS_DRIVER_NAMES, { error: `must be one of ${SMS_DRIVER_NAMES.join(', ')}` }).default('log')),
    SMS_GATEWAY_URL: variable(addressOf(['http:', 'https:'], 'must be the gateway’s http:// or https:// address').optional()),
    SMS_API_KEY: variable(z.string().optional()),
    SMS_SENDER_ID: variable(z.string().optional()),
    PHONE_CODE_KEY: variable(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    PHONE_CODES_PER_HOUR: variable(wholeNumber(1).default(300)),
    STEADFAST_BASE_URL: variable(
      addressOf(['http:', 'https:'], 'must be Steadfast’s API address up to its version, e.g. https://portal.packzy.com/api/v1')
        .default('https://portal.packzy.com/api/v1')
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    STEADFAST_API_KEY: variable(z.string().optional()),
    STEADFAST_SECRET_KEY: variable(z.string().optional()),
    PATHAO_BASE_URL: variable(
      addressOf(['http:', 'https:'], 'must be Pathao’s API address, e.g. https://api-hermes.pathao.com')
        .default('https://api-hermes.pathao.com')
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    PATHAO_CLIENT_ID: variable(z.string().optional()),
    PATHAO_CLIENT_SECRET: variable(z.string().optional()),
    PATHAO_USERNAME: variable(z.string().optional()),
    PATHAO_PASSWORD: variable(z.string().optional()),
    PATHAO_STORE_ID: variable(wholeNumber(1).optional()),
    BKASH_BASE_URL: variable(
      addressOf(
        ['http:', 'https:'],
        'must be bKash’s tokenized checkout address, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
      )
        .default('https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout')
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    BKASH_APP_KEY: variable(z.string().optional()),
    BKASH_APP_SECRET: variable(z.string().optional()),
    BKASH_USERNAME: variable(z.string().optional()),
    BKASH_PASSWORD: variable(z.string().optional()),
    SSLCOMMERZ_BASE_URL: variable(
      addressOf(['http:', 'https:'], 'must be SSLCommerz’s address, e.g. https://securepay.sslcommerz.com')
        .default('https://securepay.sslcommerz.com')
        .transform((url) => url.replace(/\/+$/, '')),
    ),
    SSLCOMMERZ_STORE_ID: variable(z.string().optional()),
    SSLCOMMERZ_STORE_PASSWORD: variable(z.string().optional()),
    COURIER_WEBHOOK_TOKEN: variable(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
    PAGE_CACHE_MB: megabytes,
    KEPT_COMPRESSED_MB: megabytes,
  })
  .superRefine((env, context) => {
    const missing = (name: keyof typeof env, because: string) =>
      context.addIssue({ code: 'custom', path: [name], message: `must be set ${because}` });
    if (env.SHOP_OWNER_EMAIL && !env.SHOP_OWNER_PASSWORD) missing('SHOP_OWNER_PASSWORD', 'with SHOP_OWNER_EMAIL');
    if (env.SHOP_OWNER_PASSWORD && !env.SHOP_OWNER_EMAIL) missing('SHOP_OWNER_EMAIL', 'with SHOP_OWNER_PASSWORD');
    if (env.SMS_DRIVER === 'http' && !env.SMS_GATEWAY_URL) missing('SMS_GATEWAY_URL', 'when SMS_DRIVER is http');
  })
  .transform((env) => ({ ...env, MAIL_FROM: env.MAIL_FROM ?? `shop@${env.SHOP_URL.hostname}` }));

export type Environment = z.output<typeof schema>;

/** Variables whose values are never printed, even when wrong: they hold passwords, keys or a person's address. */
const SECRET = new Set([
  'DATABASE_URL',
  'SHOP_OWNER_EMAIL',
  'SHOP_OWNER_PASSWORD',
  'SMTP_URL',
  'SMS_GATEWAY_URL',
  'SMS_API_KEY',
  'PHONE_CODE_KEY',
  'STEADFAST_API_KEY',
  'STEADFAST_SECRET_KEY',
  'PATHAO_CLIENT_SECRET',
  'PATHAO_PASSWORD',
  'COURIER_WEBHOOK_TOKEN',
  'BKASH_APP_SECRET',
  'BKASH_PASSWORD',
  'SSLCOMMERZ_STORE_PASSWORD',
]);

/** Wrong variables, one line each, naming the variable and what is wrong with it. */
class EnvironmentError extends Error {}

/**
 * Checks a set of variables (process.env, or another in the tests): the values the shop reads, or an EnvironmentError.
 * @internal (also read by the tests)
 */
export function parseEnvironment(source: Record<string, string | undefined>): Environment {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = source[name];
    const shown = value === undefined || SECRET.has(name) ? '' : ` (it is ${JSON.stringify(value)})`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new EnvironmentError(`the environment is not valid:\n  ${lines.join('\n  ')}`);
}

let checked: Environment | undefined;

/** The process's environment, checked on first read (the server's start reads it first: lib/server/startup.ts). */
export function env(): Environment {
  return (checked ??= parseEnvironment(process.env));
}
