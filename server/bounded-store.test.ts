import { BoundedStore } from './bounded-store.mjs';

const store = () => new BoundedStore((key: string, value: string) => key.length + value.length);

describe('BoundedStore', () => {
  it('counts the size of what it holds through every set, replacement, delete and clear', () => {
    const s = store();
    s.set('a', 'xxx').set('bb', 'y');
    expect(s.bytes).toBe(7);
    s.set('a', 'x'); // replaced: its old size no longer counts
    expect(s.bytes).toBe(5);
    s.delete('bb');
    s.delete('none');
    expect(s.bytes).toBe(2);
    s.clear();
    expect([s.size, s.bytes]).toEqual([0, 0]);
  });

  it('drops the least recently used first, by size and by number; a touch makes an entry the most recent', () => {
    const s = store();
    for (const key of ['a', 'b', 'c', 'd']) s.set(key, 'xxxx');
    expect(s.touch('a')).toBe('xxxx');
    expect(s.touch('none')).toBeUndefined();
    s.trim(10); // 4 entries of 5: two go, b and c
    expect([...s.keys()]).toEqual(['d', 'a']);
    s.trim(Infinity, 1);
    expect([...s.keys()]).toEqual(['a']);
    expect(s.bytes).toBe(5);
  });

  it('keeps a value within a budget: the least recently used make room, one too big alone is never kept', () => {
    const s = store();
    for (const key of ['a', 'b', 'c']) expect(s.keep(key, 'xxxx', 15)).toBe(true);
    s.touch('a');
    expect(s.keep('d', 'xxxx', 15)).toBe(true); // b goes
    expect([...s.keys()]).toEqual(['c', 'a', 'd']);
    expect(s.keep('e', 'x'.repeat(20), 15)).toBe(false);
    expect([[...s.keys()], s.bytes]).toEqual([['c', 'a', 'd'], 15]);
    expect(s.keep('f', 'x', 15, 2)).toBe(true);
    expect([...s.keys()]).toEqual(['d', 'f']);
  });
});
