import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CsvDownloads } from "./csv-downloads";

// The period's CSVs are fetched, not linked: a browser cancels a link's download on a refusal
// and shows nothing, so a member whose session had ended clicked and nothing happened.

const PERIOD = { from: "2026-10-01", to: "2026-10-31" };

type Answer = { status: number; body: string; headers?: Record<string, string> };

function serve(answer: (url: URL) => Answer) {
  const calls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://127.0.0.1");
      calls.push(url);
      const { status, body, headers } = answer(url);
      return new Response(body, { status, headers });
    }),
  );
  return calls;
}

const refusal = (status: number, message: string, data?: unknown): Answer => ({
  status,
  body: JSON.stringify({ success: false, message, data }),
  headers: { "Content-Type": "application/json" },
});

let saved: { href: string; download: string }[];
let clickSpy: { mockRestore: () => void } | undefined;
beforeEach(() => {
  saved = [];
  clickSpy = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => "blob:http://127.0.0.1/csv-1");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => clickSpy?.mockRestore());

describe("the period's CSV downloads", () => {
  it("saves the file under the server's name, with the button busy while it comes", async () => {
    let release: (a: Answer) => void = () => undefined;
    const answered = new Promise<Answer>((resolve) => (release = resolve));
    const calls: URL[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(new URL(String(input), "http://127.0.0.1"));
        const { status, body, headers } = await answered;
        return new Response(body, { status, headers });
      }),
    );
    render(<CsvDownloads period={PERIOD} onPeriodRefused={() => undefined} />);
    const button = screen.getByRole("button", { name: "VAT report (CSV)" });
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveTextContent("Downloading the VAT report...");
    release({
      status: 200,
      body: "\uFEFFVAT rate (%),Net (£)\r\n",
      headers: { "Content-Disposition": 'attachment; filename="vat-2026-10-01-to-2026-10-31.csv"' },
    });
    expect(await screen.findByText("VAT report downloaded.")).toBeInTheDocument();
    expect(calls[0]!.pathname).toBe("/api/adminauth/reports/vat.csv");
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual(PERIOD);
    expect(saved).toEqual([{ href: "blob:http://127.0.0.1/csv-1", download: "vat-2026-10-01-to-2026-10-31.csv" }]);
    expect(button).toHaveAttribute("aria-busy", "false");
  });

  it("asks to sign in again when the session has ended, and saves nothing", async () => {
    serve(() => refusal(401, "Please sign in as an admin."));
    render(<CsvDownloads period={PERIOD} onPeriodRefused={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "Order lines (CSV)" }));
    const note = await screen.findByTestId("download-signed-out");
    expect(note).toHaveTextContent("You have been signed out.");
    expect(within(note).getByRole("link", { name: "Sign in again" })).toBeInTheDocument();
    expect(screen.getByTestId("download-note")).toHaveAttribute("aria-live", "polite");
    expect(saved).toEqual([]);
  });

  it("says a refusal of the member's role in the server's words", async () => {
    serve(() => refusal(403, "Your role (Kitchen) cannot do this. Ask the owner."));
    render(<CsvDownloads period={PERIOD} onPeriodRefused={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "VAT report (CSV)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role (Kitchen) cannot do this. Ask the owner.");
    expect(saved).toEqual([]);
  });

  it("says the server's failure in the screen's words, with the file's name as written", async () => {
    serve(() => refusal(500, "Internal Server Error"));
    render(<CsvDownloads period={PERIOD} onPeriodRefused={() => undefined} />);
    await userEvent.click(screen.getByRole("button", { name: "VAT report (CSV)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The VAT report could not be downloaded. Try again in a moment.",
    );
    expect(saved).toEqual([]);
  });

  it("hands a refusal of the period to the dates, in the server's words for the field", async () => {
    serve(() =>
      refusal(400, "Check the highlighted fields and try again.", { from: "Choose a date from 2000 to 2099." }),
    );
    const onPeriodRefused = vi.fn();
    render(<CsvDownloads period={PERIOD} onPeriodRefused={onPeriodRefused} />);
    await userEvent.click(screen.getByRole("button", { name: "VAT report (CSV)" }));
    await vi.waitFor(() => expect(onPeriodRefused).toHaveBeenCalledWith("Choose a date from 2000 to 2099."));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
