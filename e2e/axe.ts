import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/**
 * Runs axe on the page as it is and fails on any serious or critical violation. axe runs in the page itself
 * (legacy mode: the shop's pages hold no cross-origin frame at load) and reports violations only: by default it
 * also ran in a blank page opened for each check and carried every passed node back, twice the time (5 s a
 * listing page beside another journey, 2 s now).
 */
export async function expectAccessible(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, page.url()).toEqual([]);
}
