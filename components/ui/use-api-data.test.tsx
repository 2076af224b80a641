import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TApiResult } from "@/lib/api/fetch";
import { useApiData } from "./use-api-data";

type Answer = TApiResult<{ n: number }>;

/** Loads whose answers the test releases, in any order. */
function controlledLoads() {
  const pending: { key: string; resolve: (answer: Answer) => void }[] = [];
  const load = (key: string) => () => new Promise<Answer>((resolve) => pending.push({ key, resolve }));
  const answer = (key: string, result: Answer) => {
    const index = pending.findIndex((p) => p.key === key);
    const [found] = pending.splice(index, 1);
    found!.resolve(result);
  };
  return { load, answer, pending };
}

const ok = (n: number): Answer => ({ status: 200, body: { success: true, message: "", data: { n } } });

describe("useApiData", () => {
  it("shows the view of the latest answer, drops a late one, and loads again on retry", async () => {
    const loads = controlledLoads();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useApiData(loads.load(id), (d) => d.n * 10, [id]),
      {
        initialProps: { id: "a" },
      },
    );
    expect(result.current.state).toEqual({ status: "loading" });

    rerender({ id: "b" });
    await act(async () => loads.answer("b", ok(2)));
    expect(result.current.state).toEqual({ status: "ready", data: 20 });
    // The answer for "a" arrives after "b"'s: the screen has moved on, it is dropped.
    await act(async () => loads.answer("a", ok(1)));
    expect(result.current.state).toEqual({ status: "ready", data: 20 });

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: "loading" });
    await act(async () => loads.answer("b", { status: 503, body: { success: false, message: "Down" } }));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: "failed", httpStatus: 503, message: "Down", fields: {} }),
    );
  });

  it("keeps what a refusal said of each field, in the server's words", async () => {
    const loads = controlledLoads();
    const { result } = renderHook(() => useApiData(loads.load("a"), (d) => d.n, ["a"]));
    const message = "Check the highlighted fields and try again.";
    await act(async () =>
      loads.answer("a", {
        status: 400,
        body: { success: false, message, data: { date: "Choose a date from 2000 to 2099.", n: 1 } as never },
      }),
    );
    expect(result.current.state).toEqual({
      status: "failed",
      httpStatus: 400,
      message,
      fields: { date: "Choose a date from 2000 to 2099." },
    });
  });
});
