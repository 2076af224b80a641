import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TTimetable } from "@/lib/shop/shared";
import { HoursEditor } from "./hours-editor";

// A new exception starts on the shop's today, London's date, whatever the computer's own clock
// says: between 23:00 and midnight UTC in summer London is already on the next day, and the
// form suggested the day before (the owner's first evening, 2026-12-06).

const week = () => Array.from({ length: 7 }, () => [{ opens: "17:00", closes: "23:00" }]);
const INITIAL: TTimetable = { delivery: week(), collection: week(), exceptions: [] };

function addException(): string {
  render(<HoursEditor initial={INITIAL} />);
  fireEvent.click(screen.getByRole("button", { name: "Add an exception" }));
  return (screen.getByLabelText("Date") as HTMLInputElement).value;
}

describe("HoursEditor's Add an exception", () => {
  afterEach(() => vi.useRealTimers());

  it("suggests London's date at half past midnight on a summer night", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-10T23:30:00Z"));
    expect(addException()).toBe("2026-07-11");
  });

  it("suggests the same date as UTC in winter, when London keeps UTC", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-06T23:30:00Z"));
    expect(addException()).toBe("2026-12-06");
  });
});
