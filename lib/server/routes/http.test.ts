import { keptJson } from './http';

describe('keptJson', () => {
  afterEach(() => jest.restoreAllMocks());

  it('encodes a kept answer once, and sends it again as the same JSON', async () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    const answer = { data: [{ id: 1, title_en: 'Lace bra — ৳1,200' }], total: 1 };
    const first = keptJson(answer, 'public, max-age=0');
    const again = keptJson(answer, 'public, max-age=0');
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0');
    expect(await again.json()).toEqual(answer);
    expect(await first.text()).toBe(JSON.stringify(answer));
  });

  it('encodes another answer afresh: a changed catalogue is a new object, never the old bytes', async () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    keptJson({ data: [1] }, 'no-store');
    const changed = keptJson({ data: [2] }, 'no-store');
    expect(stringify).toHaveBeenCalledTimes(2);
    expect(await changed.json()).toEqual({ data: [2] });
  });
});
