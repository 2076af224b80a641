import { test as base, expect } from "@playwright/test";

// Every spec takes `test` and `expect` from here (an ESLint rule says so), so that every page a
// test opens is watched for Content Security Policy violations and the test fails on any: the
// `securitypolicyviolation` events of every document and frame, and the browser's console
// messages about the CSP or the Permissions-Policy header.

type TSecurityPolicyWatch = {
  /**
   * What the pages' policies blocked so far in this test, one line each. Every test starts it
   * empty and must end it empty; a test that provokes a violation on purpose takes it out.
   */
  securityPolicyViolations: string[];
};

/** Name of the function each page calls with what its policy blocked. */
const REPORT_BINDING = "__reportSecurityPolicyViolation";

export const test = base.extend<TSecurityPolicyWatch>({
  securityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_BINDING, ({ frame }, report: string) => {
        violations.push(`${frame.url()}: ${report}`);
      });
      await context.addInitScript((binding: string) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding]!;
          report(
            `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || "?"}` +
              ` at ${event.sourceFile || "?"}:${event.lineNumber} ${event.sample}`.trimEnd(),
          );
        });
      }, REPORT_BINDING);
      context.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
          violations.push(`console ${message.type()} on ${message.page()?.url() ?? "?"}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, "Content Security Policy violations on the pages this test opened").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tag of a test whose checks do not change with the screen's width: an HTTP answer, a rule of
 * time, an admin or kitchen journey (admin.spec.ts looks at every admin screen at 390 px, the
 * kitchen's tests set their tablet's size). The phone project leaves these out
 * (playwright.config.ts), so each runs once, on desktop: a phone run of them checked nothing
 * more and doubled CI's longest step.
 */
export const ANY_WIDTH = "@any-width";

/**
 * Tags of a test of what exists at one width only: the phone's tabs, top bar and mobile menu
 * (below Tailwind's md breakpoint), the desktop's category sidebar (from md up). The other
 * project leaves them out rather than listing them as skipped.
 */
export const PHONE_ONLY = "@phone-only";
export const DESKTOP_ONLY = "@desktop-only";
