import { expect, type Page } from '@playwright/test';

const softExpect = expect.configure({ soft: true });

/** The smallest tap target on a phone, in CSS pixels (WCAG 2.5.5). */
export const minTarget = 44;

/** A control smaller than `minTarget` either way, named as a screen reader would name it. */
export type Offender = { name: string; width: number; height: number };

/**
 * What the layout rules see on the page now: how far the page overhangs the viewport sideways, and
 * every visible control (button, control link, input, select, checkbox, radio, switch, tab, an open
 * menu's entries and a list's options …) whose tap target — the control or, for a checkbox, radio
 * or input, its label; for an input laid over its box, the box — is under `minTarget` either way.
 * Links inside running text are not controls (they grow with the text around them).
 */
export async function measureLayout(page: Page): Promise<{ overhang: number; offenders: Offender[] }> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="slider"]',
      '[role="menuitem"]',
      '[role="option"]',
    ].join(',');
    const sizeOf = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { width: rect.width, height: rect.height };
    };
    const isShown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    // a link in a sentence: an inline box whose parent says more than the link
    const isTextLink = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
    const labelsOf = (element: Element): Element[] => {
      const labels: Element[] =
        'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
      const wrapping = element.closest('label');
      return wrapping ? [...labels, wrapping] : labels;
    };
    // an input laid over the box drawn around it (a password input inside its border) is tapped
    // through that box
    const boxOf = (element: Element): Element[] =>
      element.tagName === 'INPUT' &&
      getComputedStyle(element).position === 'absolute' &&
      element.parentElement
        ? [element.parentElement]
        : [];
    const nameOf = (element: Element) => {
      const labelledBy = element
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const name =
        element.getAttribute('aria-label') ||
        labelledBy ||
        labelsOf(element)
          .map((label) => label.textContent)
          .join(' ') ||
        element.textContent ||
        element.getAttribute('title') ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        '';
      const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${kind} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    const offenders: { name: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (seen.has(element) || isTextLink(element)) continue;
      seen.add(element);
      const labels = labelsOf(element).filter(isShown);
      if (!isShown(element) && labels.length === 0) continue;
      // the largest of the control and its labels (a checkbox is tapped through its label)
      const target = [element, ...labels, ...boxOf(element)]
        .filter(isShown)
        .map(sizeOf)
        .reduce((best, size) =>
          Math.min(size.width, size.height) > Math.min(best.width, best.height) ? size : best,
        );
      // half a pixel of rounding: 43.6 px is drawn as 44
      if (target.width + 0.5 < min || target.height + 0.5 < min)
        offenders.push({
          name: nameOf(element),
          width: Math.round(target.width),
          height: Math.round(target.height),
        });
    }
    const root = document.documentElement;
    return { overhang: root.scrollWidth - window.innerWidth, offenders };
  }, minTarget);
}

/**
 * The phone layout rules, soft (every screen is reported in one run): no horizontal scroll
 * (`scrollWidth <= innerWidth`) and no control under 44×44 px, offenders listed by name and size.
 * The overhang is polled: a notice sliding in may overhang for a frame.
 */
export async function expectPhoneLayout(page: Page, screen: string) {
  await softExpect
    .poll(async () => (await measureLayout(page)).overhang, {
      message: `${screen}: the page scrolls sideways`,
      timeout: 3_000,
    })
    .toBeLessThanOrEqual(0);
  const { offenders } = await measureLayout(page);
  softExpect(
    offenders.map((o) => `${o.name} ${o.width}×${o.height}`),
    `${screen}: controls under ${minTarget}×${minTarget} px`,
  ).toEqual([]);
}
