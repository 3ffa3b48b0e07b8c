import { GET as allPosts } from '@/app/api/blog/all/route';
import { GET as onePost } from '@/app/api/blog/single/route';
import { GET as page } from '@/app/api/page/route';
import { BLOG_PAGE_SIZE, EXCERPT_LENGTH } from '@/lib/server/content/shop';
import { BLOG_POSTS } from '@/lib/server/seed/data/blog';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const newestFirst = [...BLOG_POSTS].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));

describe('GET /api/page', () => {
  it('answers the shop page content', async () => {
    const { status, body } = await call(page, '/api/page?keyname=shop');
    expect(status).toBe(200);
    expect(body).toMatchObject({ keyname: 'shop', title_en: 'all products', banner: 'banner-shop.webp' });
  });

  it('answers 404 for an unknown page and 400 without a keyname', async () => {
    expect((await call(page, '/api/page?keyname=nothing')).status).toBe(404);
    const missing = await call(page, '/api/page');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('keyname is required');
  });
});

describe('GET /api/blog/all', () => {
  it('pages through the posts, newest first, with plain-text excerpts', async () => {
    const first = (await call(allPosts, '/api/blog/all')).body;
    expect(first).toMatchObject({
      current_page: 1,
      last_page: Math.ceil(BLOG_POSTS.length / BLOG_PAGE_SIZE),
      total: BLOG_POSTS.length,
    });
    expect(first.data.map((p: { slug: string }) => p.slug)).toEqual(newestFirst.slice(0, BLOG_PAGE_SIZE).map((p) => p.slug));
    for (const post of first.data) {
      expect(post.excerpt).not.toMatch(/[<>]/);
      expect(post.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
      expect(post.image).toBe(`blog-${post.slug}.webp`);
    }
    const second = (await call(allPosts, '/api/blog/all?page=2')).body;
    expect(second.data.map((p: { slug: string }) => p.slug)).toEqual(
      newestFirst.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((p) => p.slug),
    );
  });

  it('refuses a page that is not a whole number', async () => {
    const res = await call(allPosts, '/api/blog/all?page=two');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('page must be a whole number');
  });
});

describe('GET /api/blog/single', () => {
  it('answers one post with its rich content', async () => {
    const seeded = BLOG_POSTS[0];
    const { body } = await call(onePost, `/api/blog/single?slug=${seeded.slug}`);
    expect(body).toMatchObject({
      slug: seeded.slug,
      title_en: seeded.title_en,
      image: `blog-${seeded.slug}.webp`,
      meta: { banner: `blog-${seeded.slug}-banner.webp` },
    });
    expect(body.des_en).toContain('<p>');
    expect(body.des_en).not.toContain('<script');
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await call(onePost, '/api/blog/single?slug=nothing')).status).toBe(404);
    expect((await call(onePost, '/api/blog/single')).body).toEqual({ status: 'error', msg: 'slug is required' });
  });
});
