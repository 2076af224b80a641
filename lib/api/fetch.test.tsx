import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { apiFetch, AUTH_TOKEN_KEY, TOKEN_REJECTED } from "./fetch";

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe("apiFetch with a stored token the server no longer knows", () => {
  it("forgets the token and asks once more as the visitor, so the basket keeps working", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, "stale");
    const api = fakeApi({
      "POST /api/cart/addCart": (call) =>
        call.authorization
          ? { status: 401, message: "User not authorised! Please sign in.", data: { [TOKEN_REJECTED]: true } }
          : { status: 201, message: "Item added successfully", data: { lineId: "l1" } },
    });
    const result = await apiFetch("/api/cart/addCart", { method: "POST", body: { qty: 1 } });
    expect(result).toMatchObject({ status: 201, body: { success: true, data: { lineId: "l1" } } });
    expect(api.calls.map((c) => [c.authorization, c.body])).toEqual([
      ["Bearer stale", { qty: 1 }],
      [null, { qty: 1 }],
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("keeps the token and asks once on any other 401 (a page that needs an account)", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, "live");
    const api = fakeApi({
      "GET /api/cart/userOreder": () => ({ status: 401, message: "User not authorised! Please sign in." }),
    });
    const result = await apiFetch("/api/cart/userOreder");
    expect(result.status).toBe(401);
    expect(api.calls).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe("live");
  });
});
