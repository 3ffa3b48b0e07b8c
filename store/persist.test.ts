import { migrateStoreStates, PERSIST_VERSION } from './persist';

const saved = (version: number, extra: Record<string, unknown> = {}) =>
  ({ _persist: { version, rehydrated: true }, cart: { lines: [] }, wishlist: { items: [] }, ...extra }) as never;

describe('migrateStoreStates', () => {
  it('keeps a state saved by this version', async () => {
    const state = saved(PERSIST_VERSION, { cart: { lines: [{ slug: 'a' }] } });
    expect(await migrateStoreStates(state, PERSIST_VERSION)).toBe(state);
  });

  it('passes through nothing saved', async () => {
    expect(await migrateStoreStates(undefined, PERSIST_VERSION)).toBeUndefined();
  });

  it.each([
    ['an older version with no migration path', saved(PERSIST_VERSION - 1), PERSIST_VERSION],
    ['a newer version than this code knows', saved(PERSIST_VERSION + 1), PERSIST_VERSION],
    ['a cart whose lines are not a list', saved(PERSIST_VERSION, { cart: { lines: 'broken' } }), PERSIST_VERSION],
    ['a wishlist whose items are not a list', saved(PERSIST_VERSION, { wishlist: { items: {} } }), PERSIST_VERSION],
  ])('drops %s, so the shop starts afresh', async (_, state, version) => {
    expect(await migrateStoreStates(state, version)).toBeUndefined();
  });
});
