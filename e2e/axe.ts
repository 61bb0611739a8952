/**
 * axe's violations on the page as it is, of any impact, nothing excluded: one way for every
 * spec. Run with axe.run in the page (axe's "legacy" mode): the default mode opens a blank tab
 * for each call to merge the frames' partial results, which doubled the cost of a check (eight
 * screens: 42 s against 20 s on a loaded machine, the same violations found). Our screens have
 * no cross-origin frames, the one thing that mode is for; same-origin frames are still checked.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations;
}
