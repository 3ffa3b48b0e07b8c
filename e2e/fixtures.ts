import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, components/layout/HydratedMark.tsx): its scripts
 * are fetched after the first paint (server/scripts-after-paint.mjs), so the load event, which `goto` waits for, may
 * come before a control answers. A document without the shop's scripts (an XML file, a page without JavaScript) has
 * nothing to wait for.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.querySelector('script[data-src], script[src*="/_next/"]'),
  );
}

/** Makes `goto` and `reload` wait, beyond the load event, until React has hydrated the page. */
export function waitingForHydration(page: Page) {
  const waiting =
    <Args extends unknown[], Result>(
      move: (...args: Args) => Promise<Result>,
      options: (args: Args) => { waitUntil?: string } | undefined,
    ) =>
    async (...args: Args) => {
      const result = await move.apply(page, args);
      if ((options(args)?.waitUntil ?? 'load') === 'load') await hydrated(page);
      return result;
    };
  page.goto = waiting(page.goto, (args) => args[1]);
  page.reload = waiting(page.reload, (args) => args[0]);
  return page;
}

/** Playwright's `test`, its page waiting for hydration after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});
