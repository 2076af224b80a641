import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "@/lib/platform/config";
import { isInNextServer } from "@/lib/platform/config/shared";
import { unitTransaction } from "@/lib/platform/db";
import {
  createGenerationMemo,
  localGeneration,
  oncePerScope,
  type TAnswerScope,
  type TGenerationMemo,
  type TGenerationSource,
} from "./generation-memo";
import { getRedis } from "./redis";

// The trading rules (the pause among them), the active delivery zones and the live offers: read
// by every basket priced, checkout and status poll (14 % of a rush's statements, docs/speed-log.md
// 2026-12-01), changed only by the admin's writes and the shop pausing itself. Each process keeps
// a copy while the shared counter has not moved (./generation-memo.ts, decision 071).

const GENERATION_KEY = "storefront:trading-data:generation";
/** As long as the shared cache waits for Redis (server/cache-handler.mjs); then the database answers. */
const REDIS_TIMEOUT_MS = 1000;
const BACKSTOP_MS = 30_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis gave no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function redisGeneration(): TGenerationSource {
  return {
    current: () => withinTimeout((async () => (await (await getRedis())!.get(GENERATION_KEY)) ?? "0")()),
    advance: async () => {
      await withinTimeout((async () => (await getRedis())!.incr(GENERATION_KEY))());
    },
  };
}

type TShared = { source: TGenerationSource; memo: TGenerationMemo; answers: AsyncLocalStorage<TAnswerScope> };
const SHARED = Symbol.for("storefront.trading-data");

// One per process, like shop-data.ts's memo: the routes' bundles may each hold this module.
function shared(): TShared {
  const registry = globalThis as { [SHARED]?: TShared };
  if (!registry[SHARED]) {
    const answers = new AsyncLocalStorage<TAnswerScope>();
    // A basket priced reads the rules, the zones and the offers: one round trip to Redis, not three.
    const source = oncePerScope(getConfig().REDIS_URL ? redisGeneration() : localGeneration(), answers);
    registry[SHARED] = { source, memo: createGenerationMemo({ source, maxAgeMs: BACKSTOP_MS }), answers };
  }
  return registry[SHARED];
}

/** Runs one API answer (lib/api/handle.ts through answerWithMemo): its kept reads ask for the counter once. */
export function answerSeeingOneGeneration<T>(answer: () => Promise<T>): Promise<T> {
  return shared().answers.run({}, answer);
}

/**
 * Whether this read may come from the process's copy: only in the app server (route tests and
 * scripts change these rows behind its back), never inside a write's transaction (which must see
 * its own changes), and without Redis only when this process also runs the jobs, whose self-pause
 * is then the one write made elsewhere than here.
 */
function mayKeep(): boolean {
  if (!isInNextServer() || unitTransaction()) return false;
  const config = getConfig();
  return Boolean(config.REDIS_URL) || config.JOBS_IN_APP;
}

/** `load`, answered from this process's copy while no write of the shop has been made since. */
export function keptTradingRead<T>(key: string, load: () => Promise<T>): () => Promise<T> {
  return () => (mayKeep() ? shared().memo.read(key, load) : load());
}

/** After a committed write of the shop's data: every process's next trading read loads afresh. */
export async function tradingDataChanged(): Promise<void> {
  try {
    await shared().memo.changed();
  } catch (err) {
    // The write stands; other instances see it within BACKSTOP_MS.
    console.warn(
      `[trading-data] the change could not be announced: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** The counter every process's copies are checked against: what a test watches a write move. */
export function tradingGeneration(): Promise<string> {
  return shared().source.current();
}
