import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the shop's scripts have started it: they are fetched after the first paint
 * (lib/server/scripts-after-paint.mjs), so the page's load event, which `goto` waits for, may come before them. A
 * document without the shop's scripts (an XML file, a page without JavaScript) has nothing to wait for.
 */
async function scriptsStarted(page: Page) {
  await page.waitForFunction(() => 'next' in window || !document.querySelector('script[data-src], script[src*="/_next/"]'));
}

/** Makes `goto` and `reload` wait, beyond the load event, until the shop's scripts have started it. */
export function waitingForScripts(page: Page) {
  const { goto, reload } = page;
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto.apply(page, args);
    if ((args[1]?.waitUntil ?? 'load') === 'load') await scriptsStarted(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload.apply(page, args);
    if ((args[0]?.waitUntil ?? 'load') === 'load') await scriptsStarted(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, its page waiting for the shop's scripts after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForScripts(page));
  },
});
