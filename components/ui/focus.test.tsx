import { afterEach, describe, expect, it, vi } from "vitest";
import { focusAfterRedraw, restoreFocusAfterRedraw } from "./focus";

// The old page (a focused tab) and the new one (its successor) as plain DOM: what the module
// decides is only when and where focus goes.
function drawPage(current: string, focused?: string) {
  document.body.innerHTML = `<nav>${["pizzas", "burgers"]
    .map((c) => `<a href="/order?category=${c}"${c === current ? ' aria-current="page"' : ""}>${c}</a>`)
    .join("")}</nav>`;
  if (focused) document.querySelector<HTMLElement>(`a[href="/order?category=${focused}"]`)!.focus();
}

const CHOSEN = 'a[aria-current="page"][href="/order?category=burgers"]';

afterEach(() => {
  vi.useRealTimers();
  // Nothing asked for may outlive a test: the module keeps one request at a time.
  drawPage("burgers");
  restoreFocusAfterRedraw();
  document.body.innerHTML = "";
});

describe("focus after a view is drawn anew", () => {
  it("goes to the new page's element once focus has fallen to the body, and only once", () => {
    drawPage("pizzas", "burgers");
    focusAfterRedraw(CHOSEN);
    drawPage("burgers");
    expect(document.activeElement).toBe(document.body);
    restoreFocusAfterRedraw();
    expect(document.activeElement?.textContent).toBe("burgers");
    (document.activeElement as HTMLElement).blur();
    restoreFocusAfterRedraw();
    expect(document.activeElement).toBe(document.body);
  });

  it("waits while the old page still holds focus (a tap during hydration), then follows the new page", () => {
    drawPage("pizzas", "burgers");
    focusAfterRedraw(CHOSEN);
    // The old page's menu mounts after the tap: the chosen link has focus, and is not yet current.
    restoreFocusAfterRedraw();
    expect(document.activeElement?.getAttribute("aria-current")).toBeNull();
    drawPage("burgers");
    restoreFocusAfterRedraw();
    expect(document.activeElement?.getAttribute("aria-current")).toBe("page");
  });

  it("waits for a page that has not the element yet", () => {
    drawPage("pizzas", "burgers");
    focusAfterRedraw(CHOSEN);
    drawPage("pizzas");
    restoreFocusAfterRedraw();
    expect(document.activeElement).toBe(document.body);
    drawPage("burgers");
    restoreFocusAfterRedraw();
    expect(document.activeElement?.textContent).toBe("burgers");
  });

  it("lapses after 10 s, so a page that never came cannot take focus later", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-29T12:00:00Z"));
    drawPage("pizzas", "burgers");
    focusAfterRedraw(CHOSEN);
    vi.setSystemTime(new Date("2026-11-29T12:00:10Z"));
    drawPage("burgers");
    restoreFocusAfterRedraw();
    expect(document.activeElement).toBe(document.body);
  });
});
