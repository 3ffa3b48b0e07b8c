import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the shop's scripts have started it: they are fetched after the first paint
 * (server/scripts-after-paint.mjs), so the page's load event, which `goto` waits for, may come before them. A
 * document without the shop's scripts (an XML file, a page without JavaScript) has nothing to wait for.
 */
async function scriptsStarted(page: Page) {
  await page.waitForFunction(() => 'next' in window || !document.querySelector('script[data-src], script[src*="/_next/"]'));
}

/** Makes `goto` and `reload` wait, beyond the load event, until the shop's scripts have started it. */
export function waitingForScripts(page: Page) {
  const waiting =
    <Args extends unknown[], Result>(
      move: (...args: Args) => Promise<Result>,
      options: (args: Args) => { waitUntil?: string } | undefined,
    ) =>
    async (...args: Args) => {
      const result = await move.apply(page, args);
      if ((options(args)?.waitUntil ?? 'load') === 'load') await scriptsStarted(page);
      return result;
    };
  page.goto = waiting(page.goto, (args) => args[1]);
  page.reload = waiting(page.reload, (args) => args[0]);
  return page;
}

/** Playwright's `test`, its page waiting for the shop's scripts after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForScripts(page));
  },
});
