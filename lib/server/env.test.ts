import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseEnvironment } from './env';

const problemsOf = (variables: Record<string, string>) => {
  try {
    parseEnvironment(variables);
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('the environment was taken');
};

describe('the environment', () => {
  it('has a default for every variable the shop needs, and takes a variable set empty as unset', () => {
    const defaults = parseEnvironment({});
    expect(defaults).toMatchObject({
      DATABASE_POOL_SIZE: 10,
      PGLITE_DIR: path.join(process.cwd(), 'data/pglite'),
      TRUSTED_PROXY_HOPS: 0,
      SMS_DRIVER: 'log',
      MAIL_FROM: 'shop@localhost',
    });
    expect(defaults.SHOP_URL.href).toBe('http://localhost:3000/');
    expect(defaults.DATABASE_URL).toBeUndefined();
    expect(parseEnvironment({ DATABASE_URL: '', TRUSTED_PROXY_HOPS: '', SHOP_URL: '' })).toEqual(defaults);
  });

  it('reads each as the shop uses it', () => {
    expect(
      parseEnvironment({
        DATABASE_URL: 'postgres://shop:secret@127.0.0.1:5432/shop',
        DATABASE_POOL_SIZE: '4',
        SHOP_URL: 'https://lumiere.example',
        SHOP_ORIGIN: 'https://www.lumiere.example',
        TRUSTED_PROXY_HOPS: '1',
        SHOP_OWNER_EMAIL: 'owner@lumiere.example',
        SHOP_OWNER_PASSWORD: 'a-long-secret',
        PAGE_CACHE_MB: '0',
        KEPT_COMPRESSED_MB: '12.5',
      }),
    ).toMatchObject({
      DATABASE_POOL_SIZE: 4,
      SHOP_URL: new URL('https://lumiere.example'),
      TRUSTED_PROXY_HOPS: 1,
      MAIL_FROM: 'shop@lumiere.example',
      PAGE_CACHE_MB: 0,
      KEPT_COMPRESSED_MB: 12.5,
    });
  });

  it.each([
    [{ TRUSTED_PROXY_HOPS: 'two' }, 'TRUSTED_PROXY_HOPS must be a whole number, 0 or more (it is "two")'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS must be a whole number, 0 or more (it is "-1")'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number, 1 or more (it is "0")'],
    [{ PAGE_CACHE_MB: '-5' }, 'PAGE_CACHE_MB must be a number of megabytes, 0 or more (it is "-5")'],
    [{ KEPT_COMPRESSED_MB: 'lots' }, 'KEPT_COMPRESSED_MB must be a number of megabytes, 0 or more (it is "lots")'],
    [{ PAGE_CACHE_MB: ' ' }, 'PAGE_CACHE_MB must be a number of megabytes, 0 or more (it is " ")'],
    [
      { SHOP_URL: 'lumiere.example' },
      'SHOP_URL must be the shop’s public address, e.g. https://shop.example (it is "lumiere.example")',
    ],
    [
      { SHOP_ORIGIN: 'https://lumiere.example/' },
      'SHOP_ORIGIN must be an origin: a scheme and a host, without a path or a trailing slash, e.g. https://shop.example (it is "https://lumiere.example/")',
    ],
    [
      { DATABASE_URL: 'mysql://shop:secret@db/shop' },
      'DATABASE_URL must be a postgres:// address, e.g. postgres://user:password@127.0.0.1:5432/shop',
    ],
    [
      { SMTP_URL: 'http://user:secret@mail.example' },
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587',
    ],
    [
      { MAIL_FROM: 'Lumière' },
      'MAIL_FROM must hold the sender’s e-mail address, e.g. Lumière Intimates <orders@example.com> (it is "Lumière")',
    ],
    [
      { SMS_DRIVER: 'carrier-pigeon' },
      'SMS_DRIVER must be one of log, http, bulksmsbd, sslwireless, alphasms (it is "carrier-pigeon")',
    ],
    [
      { SMS_DRIVER: 'http', SMS_GATEWAY_URL: 'not an address', SMS_API_KEY: 'k', SMS_SENDER_ID: 'SHOP' },
      'SMS_GATEWAY_URL must be the gateway’s http:// or https:// address',
    ],
    [{ SHOP_OWNER_EMAIL: 'owner@lumiere.example' }, 'SHOP_OWNER_PASSWORD must be set with SHOP_OWNER_EMAIL'],
    [{ SHOP_OWNER_EMAIL: 'owner', SHOP_OWNER_PASSWORD: 'a-long-secret' }, 'SHOP_OWNER_EMAIL must be an e-mail address'],
    [
      { SHOP_OWNER_EMAIL: 'owner@lumiere.example', SHOP_OWNER_PASSWORD: 'short' },
      'SHOP_OWNER_PASSWORD must be at least 6 characters',
    ],
  ])('refuses %j: %s', (variables, problem) => {
    expect(problemsOf(variables)).toEqual([problem]);
  });

  it('names every wrong variable at once, and never prints a secret', () => {
    const problems = problemsOf({
      SMS_DRIVER: 'http',
      SMS_API_KEY: 'hidden-key',
      SMTP_URL: 'ftp://user:hidden-password@mail.example',
      SHOP_OWNER_PASSWORD: 'hidden',
    });
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587',
      'SHOP_OWNER_EMAIL must be set with SHOP_OWNER_PASSWORD',
      'SMS_GATEWAY_URL must be set when SMS_DRIVER is http',
    ]);
    expect(problems.join('\n')).not.toMatch(/hidden/);
  });

  it('ends the server’s start with the reasons when a variable is wrong', () => {
    const start = "const { startShop } = await import('./lib/server/startup.ts'); await startShop();";
    const { status, stderr } = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', start],
      { env: { ...process.env, PAGE_CACHE_MB: '-1', SHOP_OWNER_EMAIL: 'owner@lumiere.example' }, encoding: 'utf8' },
    );
    expect(status).toBe(1);
    expect(stderr).toContain(
      [
        'The shop cannot start: the environment is not valid:',
        '  PAGE_CACHE_MB must be a number of megabytes, 0 or more (it is "-1")',
        '  SHOP_OWNER_PASSWORD must be set with SHOP_OWNER_EMAIL',
      ].join('\n'),
    );
  });
});
