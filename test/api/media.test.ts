import { GET as media } from '@/app/media/[file]/route';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const get = (file: string, headers?: HeadersInit) => call(media, `/media/${file}`, { params: { file }, headers });

describe('GET /media/{file}', () => {
  it('serves a stored image, cacheable for a year and unable to run script', async () => {
    const res = await get('collection-cherie.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('logo.svg');
    const again = await get('logo.svg', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it.each(['missing.svg', '..%2Fpackage.json', '.env'])('answers 404 for %s', async (file) => {
    const res = await get(file);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', msg: 'No media file has that name' });
  });
});
