const STEADFAST = { STEADFAST_API_KEY: 'sf-api-key', STEADFAST_SECRET_KEY: 'sf-secret-key' };
const PATHAO = {
  PATHAO_CLIENT_ID: 'pt-client',
  PATHAO_CLIENT_SECRET: 'pt-client-secret',
  PATHAO_USERNAME: 'shop@example.com',
  PATHAO_PASSWORD: 'lovePathao',
  PATHAO_STORE_ID: '4242',
};
const TOKEN = 'a-webhook-token-of-32-characters';
/** Each process has its own CourierError class: the error is known by its kind. */
const unauthorized = expect.objectContaining({ kind: 'unauthorized' });

/** The door as a process with these variables sees it (the environment is read once per process). */
function doorWith(variables: Record<string, string>): typeof import('./clients') {
  const names = [...Object.keys(STEADFAST), ...Object.keys(PATHAO), 'COURIER_WEBHOOK_TOKEN'];
  for (const name of names) delete process.env[name];
  Object.assign(process.env, variables);
  let door: typeof import('./clients') | undefined;
  jest.isolateModules(() => {
    door = jest.requireActual<typeof import('./clients')>('./clients');
  });
  return door!;
}

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

it('offers the couriers whose keys are all set', () => {
  expect(doorWith({}).couriersReady()).toEqual([]);
  expect(doorWith({ ...STEADFAST, PATHAO_CLIENT_ID: 'pt-client' }).couriersReady()).toEqual(['steadfast']);
  expect(doorWith({ ...STEADFAST, ...PATHAO }).couriersReady()).toEqual(['steadfast', 'pathao']);
  expect(doorWith({ STEADFAST_API_KEY: 'sf-api-key', ...PATHAO }).couriersReady()).toEqual(['pathao']);
});

it('builds each courier once per process', () => {
  const { courier } = doorWith({ ...STEADFAST, ...PATHAO });

  expect(courier('steadfast')).toBe(courier('steadfast'));
  expect(courier('pathao')).toBe(courier('pathao'));
  expect([courier('steadfast').title, courier('pathao').title]).toEqual(['Steadfast', 'Pathao']);
});

it('reads webhooks with COURIER_WEBHOOK_TOKEN, and refuses them all without it', () => {
  const steadfastHeaders = (token: string) => new Headers({ authorization: `Bearer ${token}` });
  const pathaoHeaders = (token: string) => new Headers({ 'x-pathao-signature': token });
  const unset = doorWith({ ...STEADFAST, ...PATHAO });
  for (const token of ['', 'undefined', TOKEN]) {
    expect(() => unset.courier('steadfast').parseWebhook(steadfastHeaders(token), {})).toThrow(unauthorized);
    expect(() => unset.courier('pathao').parseWebhook(pathaoHeaders(token), {})).toThrow(unauthorized);
  }

  const set = doorWith({ ...STEADFAST, ...PATHAO, COURIER_WEBHOOK_TOKEN: TOKEN });
  expect(set.courier('steadfast').parseWebhook(steadfastHeaders(TOKEN), {})).toEqual({ kind: 'ignored' });
  expect(set.courier('pathao').parseWebhook(pathaoHeaders(TOKEN), { event: 'webhook_integration' })).toEqual({
    kind: 'handshake',
  });
});
