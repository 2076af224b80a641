import type { Page } from "@playwright/test";

/**
 * What a thumb may miss: the controls on the page under 44 × 44 px (Apple's and Android's
 * guidance, WCAG 2.5.5), by what they say. Not counted: a link inside a sentence, whose height
 * is the text's (WCAG's inline exception); the footer's lists of links, spaced 24 px apart (WCAG
 * 2.5.8's spacing), as every shop's footer is; the skip link, only shown to a keyboard; a
 * checkbox or radio, whose label is what a thumb presses.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isScreenReaderOnly = (el: HTMLElement) => el.clientWidth <= 1 || getComputedStyle(el).clipPath !== "none";
    const inSentence = (el: HTMLElement) =>
      getComputedStyle(el).display === "inline" &&
      (el.parentElement?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 20;
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [role=button], [role=tab], label:has(input[type=checkbox]), label:has(input[type=radio])",
    );
    return [...targets]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => !el.closest("footer") && !isScreenReaderOnly(el) && !inSentence(el))
      .filter((el) => !(el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => {
        const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
        return `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)} × ${Math.round(box.height)}`;
      });
  });
}
