import { expect, test } from './fixtures';

type Post = { slug: string; title_en: string; excerpt: string };

test('the blog lists six posts, Load more brings the rest, and a post opens with its content', async ({ page, request }) => {
  const first = await (await request.get('/api/blog/all?page=1')).json();
  const second = await (await request.get('/api/blog/all?page=2')).json();
  const posts: Post[] = [...first.data, ...second.data];
  expect(first.last_page).toBe(2);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(first.data.map((p: Post) => p.title_en));
  await expect(page.getByRole('main')).toContainText(first.data[0].excerpt);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(titles).toHaveText(posts.map((p) => p.title_en));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const post = posts.at(-1)!;
  await page.getByRole('link', { name: post.title_en }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title_en);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    '/blog',
  );
  const { des_en } = await (await request.get(`/api/blog/single?slug=${post.slug}`)).json();
  const firstParagraph = des_en.match(/<p>([^<]{20,})/)[1].slice(0, 40);
  await expect(page.getByRole('article')).toContainText(firstParagraph);
});

test('an unknown post is a 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Sorry, the page you are looking for could not be found.')).toBeVisible();
});
