import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA; a page passes with no violation of impact serious or critical. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe's serious and critical WCAG 2.1 A/AA findings, one readable line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // experimental in axe, so off unless asked for: a visible label the accessible name leaves out
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // axe runs inside the page itself: the default opens a blank page per run to merge the results
    // of cross-origin frames, which the app has none of
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
          )
          .join(' | ')}`,
    );
}
