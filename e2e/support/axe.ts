import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// One axe check for every journey: WCAG 2.2 AA and axe's best practices.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The serious and critical axe findings, one line each, so a failure names what to fix. */
export async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(" ")).join(" | ")})`);
}
