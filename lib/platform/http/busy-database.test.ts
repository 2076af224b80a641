import { describe, expect, inject, it } from "vitest";
import { takeConsoleErrors } from "@/test/console";
import { createDbClientOnPool, createPool } from "@/lib/platform/db";
import { isTransactionWaitExceeded } from "@/lib/platform/db/shared";
import { BUSY_RETRY_SECONDS, toErrorResponse } from "./respond";

// A rush beyond the database's connections (bench:rush on an overloaded host, 2026-12-01): sign-ups
// waited longer than their transaction's wait for a connection and were answered 500. Here the
// one connection of a real pool is taken, as other requests take them in a rush, while Prisma
// waits for it.

describe("a transaction that finds no connection free", () => {
  it("is answered 503 with a time to retry; the connection serves again once free; another error stays a 500", async () => {
    const pool = createPool(inject("databaseUrl"), 1);
    const db = createDbClientOnPool(pool);
    const taken = await pool.connect();
    let isTakenBack = false;
    try {
      const waited = await db
        .$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 200 })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isTransactionWaitExceeded(waited)).toBe(true);

      const answer = toErrorResponse(waited, "POST /api/auth/SignUp");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe(String(BUSY_RETRY_SECONDS));
      expect(await answer.json()).toEqual({
        success: false,
        message: "We're very busy right now. Please try again in a few seconds.",
      });

      taken.release();
      isTakenBack = true;
      // Prisma gives back the connection it got too late (it rolls back what it began): the next one runs.
      const again = await db.$transaction(async (tx) => tx.$queryRaw<{ two: number }[]>`SELECT 2 AS two`, {
        maxWait: 5_000,
      });
      expect(again).toEqual([{ two: 2 }]);
    } finally {
      if (!isTakenBack) taken.release();
      await db.$disconnect();
      await pool.end();
    }
  });

  it("is told apart from other errors, which stay a bare 500", () => {
    const spoof = new Error("Unable to start a transaction (not Prisma's)");
    expect(isTransactionWaitExceeded(spoof)).toBe(false);
    expect(toErrorResponse(spoof, "POST /api/x").status).toBe(500);
    expect(takeConsoleErrors().map((args) => String(args[0]))).toEqual(["[api] POST /api/x failed:"]);
  });
});
