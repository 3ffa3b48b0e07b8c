import { forgetAll, memo } from './memo';

/** A memo over a counted function: `calls` says how often it really ran. */
function counted(options: { ttlMs?: number; max?: number; lasting?: boolean } = {}) {
  const calls: string[] = [];
  const get = memo(
    async (name: string) => {
      calls.push(name);
      if (name === 'bad') throw new Error('no');
      return `${name}:${calls.length}`;
    },
    { key: (name) => name, ttlMs: options.ttlMs ?? 60_000, max: options.max ?? 10, lasting: options.lasting },
  );
  return { get, calls };
}

describe('memo', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a repeated call from memory, and shares one call between concurrent ones', async () => {
    const { get, calls } = counted();
    const [a, b] = await Promise.all([get('x'), get('x')]);
    expect([a, b, await get('x')]).toEqual(['x:1', 'x:1', 'x:1']);
    expect(calls).toEqual(['x']);
  });

  it('asks again once an answer is older than its time', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const { get, calls } = counted({ ttlMs: 100 });
    await get('x');
    jest.setSystemTime(1_099);
    await get('x');
    jest.setSystemTime(1_100);
    expect(await get('x')).toBe('x:2');
    expect(calls).toEqual(['x', 'x']);
  });

  it('keeps at most `max` answers, dropping the least recently used', async () => {
    const { get, calls } = counted({ max: 2 });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // drops b
    await get('a');
    await get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failure', async () => {
    const { get, calls } = counted();
    await expect(get('bad')).rejects.toThrow('no');
    await expect(get('bad')).rejects.toThrow('no');
    expect(calls).toEqual(['bad', 'bad']);
  });

  it('forgets everything when the data changed', async () => {
    const { get, calls } = counted();
    await get('x');
    forgetAll();
    expect(await get('x')).toBe('x:2');
    expect(calls).toEqual(['x', 'x']);
  });

  it('keeps a lasting answer when the data changed, and still drops it once older than its time', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const { get, calls } = counted({ lasting: true, ttlMs: 100 });
    await get('x');
    forgetAll();
    expect(await get('x')).toBe('x:1');
    jest.setSystemTime(1_100);
    expect(await get('x')).toBe('x:2');
    expect(calls).toEqual(['x', 'x']);
  });
});
