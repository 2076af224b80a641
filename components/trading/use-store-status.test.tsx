import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { useStoreStatus } from "./use-store-status";

function StatusReader() {
  useStoreStatus();
  return null;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the shop status's first poll", () => {
  it("is sent in a task after the one React runs the page's effects in, and not once the page is gone", async () => {
    const api = fakeApi({ "GET /api/store/status": () => ({}) });

    const page = render(<StatusReader />);
    // render() has run the effects, and with them the subscription: the request is not in that task.
    expect(api.calls).toHaveLength(0);
    await act(nextTask);
    expect(api.calls.map((call) => call.path)).toEqual(["/api/store/status"]);
    page.unmount();

    // A page left before its first poll goes out sends none.
    render(<StatusReader />).unmount();
    await act(nextTask);
    expect(api.calls).toHaveLength(1);
  });
});
