// `npm run bench:trace`: what the main thread spends a page load on, read from Chromium's own trace
// at Lighthouse's phone size with the CPU slowed down, so that two builds can be compared on a
// busy host where Lighthouse's scores follow the host (docs/speed-log.md, 2026-12-01 late evening). It
// builds and starts nothing itself.
//   BENCH_URLS      one app or several, comma-separated (default http://127.0.0.1:3000); several are
//                   loaded in turn, page by page and run by run, so a busy spell falls on all alike
//   BENCH_PAGES     comma-separated paths (default /,/order,/restaurant)
//   BENCH_RUNS      loads per page and app (default 5); the medians and ranges are printed
//   BENCH_CPU       how many times slower the CPU is made (default 4, Lighthouse's mobile setting)
//   BENCH_SELECTORS print the costliest N style selectors per page (Chromium's selector statistics,
//                   which slow the styling they measure: those loads are kept apart from the others)
//   BENCH_SCRIPTS   print the N scripts whose running and compiling took the most of the long tasks
//   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
// Prints per page: first contentful paint, the long tasks (over 50 ms) after it and their time over
// 50 ms (the blocking time Lighthouse would observe on this browser, not its simulated figure),
// and what those long tasks were made of, in Lighthouse's groups with style and layout apart; then
// the main thread's work before the first paint, by the same kinds. With BENCH_CPU=1 that is the
// work Lighthouse's simulation multiplies by four on the way to its estimated paints (its
// observed run is unthrottled; docs/speed-log.md, 2026-12-02).
import { chromium, type Browser } from "playwright";
import { MainThreadTasks, type TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import type { Trace, TraceEvent } from "lighthouse/types/lh.js";

const bases = (process.env.BENCH_URLS ?? "http://127.0.0.1:3000").split(",").map((b) => b.trim().replace(/\/$/, ""));
const pages = (process.env.BENCH_PAGES ?? "/,/order,/restaurant").split(",").map((p) => p.trim());
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const cpuSlowdown = Math.max(1, Number(process.env.BENCH_CPU ?? 4));
const selectorCount = Math.max(0, Number(process.env.BENCH_SELECTORS ?? 0));
const scriptCount = Math.max(0, Number(process.env.BENCH_SCRIPTS ?? 0));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The categories Lighthouse records for its metrics and its attribution of script time to scripts
// (lighthouse/core/gather/gatherers/trace.js), without the screenshots it keeps for people.
const CATEGORIES = [
  "-*",
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
];
const SELECTOR_CATEGORY = "disabled-by-default-blink.debug";
// Lighthouse's mobile device (moto g power) and a quiet spell after the load for late tasks.
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
const QUIET_AFTER_LOAD_MS = 3_000;
const LONG_TASK_MS = 50;

const STYLE_EVENTS = new Set([
  "UpdateLayoutTree",
  "RecalculateStyles",
  "ParseAuthorStyleSheet",
  "ScheduleStyleRecalculation",
]);
const COLUMNS = ["script", "compile", "style", "layout", "parse HTML", "paint", "GC", "other"] as const;
type TColumn = (typeof COLUMNS)[number];

function columnOf(task: TaskNode): TColumn {
  switch (task.group.id) {
    case "scriptEvaluation":
      return "script";
    case "scriptParseCompile":
      return "compile";
    case "styleLayout":
      return STYLE_EVENTS.has(task.event.name) ? "style" : "layout";
    case "parseHTML":
      return "parse HTML";
    case "paintCompositeRender":
      return "paint";
    case "garbageCollection":
      return "GC";
    default:
      return "other";
  }
}

type TLoad = {
  fcpMs: number;
  longTasks: number;
  blockingMs: number;
  longTaskMs: Record<TColumn, number>;
  /** The tasks that started before the first contentful paint: their whole time, and by kind. */
  beforePaintMs: number;
  beforePaintByKind: Record<TColumn, number>;
  selectors: Map<string, number>;
  /** The long tasks' script time (evaluation and compiling) by the script it is owed to. */
  scripts: Map<string, number>;
};

function addSelfTimes(task: TaskNode, into: Record<TColumn, number>, scripts: Map<string, number>) {
  const column = columnOf(task);
  into[column] += task.selfTime;
  if (column === "script" || column === "compile") {
    // Lighthouse's attribution (bootup-time): the first URL is the script whose code ran.
    const url = task.attributableURLs[0] ?? "(no script named)";
    const name = url.replace(/^https?:\/\/[^/]+/, "");
    scripts.set(name, (scripts.get(name) ?? 0) + task.selfTime);
  }
  for (const child of task.children) addSelfTimes(child, into, scripts);
}

type TSelectorTiming = { selector: string; "elapsed (us)": number };

function selectorTimes(events: TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.name !== "SelectorStats") continue;
    const timings = (event.args as { selector_stats?: { selector_timings?: TSelectorTiming[] } }).selector_stats
      ?.selector_timings;
    for (const timing of timings ?? []) {
      totals.set(timing.selector, (totals.get(timing.selector) ?? 0) + timing["elapsed (us)"] / 1000);
    }
  }
  return totals;
}

/**
 * Now and then (about one load in 20 here) the trace lacks the navigation's start, when Chromium
 * moves the tab to a new renderer as it leaves about:blank: such a load is made again.
 */
async function load(browser: Browser, url: string, withSelectors: boolean): Promise<TLoad> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadOnce(browser, url, withSelectors);
    } catch (err) {
      if (attempt === 3 || !String(err).includes("navigationStart")) throw err;
    }
  }
}

async function loadOnce(browser: Browser, url: string, withSelectors: boolean): Promise<TLoad> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: withSelectors ? [...CATEGORIES, SELECTOR_CATEGORY] : CATEGORIES,
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as Trace | TraceEvent[];
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const processed = TraceProcessor.processTrace({ traceEvents: events });
    const navigation = TraceProcessor.processNavigation(processed);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    );
    const fcpMs = navigation.timings.firstContentfulPaint;
    const longTaskMs = Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<TColumn, number>;
    const beforePaintByKind = Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<TColumn, number>;
    const scripts = new Map<string, number>();
    let longTasks = 0;
    let blockingMs = 0;
    let beforePaintMs = 0;
    for (const task of tasks) {
      if (!task.parent && task.startTime < fcpMs) {
        beforePaintMs += task.duration;
        addSelfTimes(task, beforePaintByKind, new Map());
      }
      if (task.parent || task.endTime <= fcpMs) continue;
      // As Lighthouse counts it: a task under way at the first paint counts from the paint on.
      const duration = task.endTime - Math.max(task.startTime, fcpMs);
      if (duration <= LONG_TASK_MS) continue;
      longTasks += 1;
      blockingMs += duration - LONG_TASK_MS;
      addSelfTimes(task, longTaskMs, scripts);
    }
    return {
      fcpMs,
      longTasks,
      blockingMs,
      longTaskMs,
      beforePaintMs,
      beforePaintByKind,
      selectors: selectorTimes(events),
      scripts,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function spread(values: number[], digits = 0): string {
  const round = (n: number) => n.toFixed(digits);
  return `${round(median(values))} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
  const results = new Map<string, TLoad[]>();
  const selectorLoads = new Map<string, TLoad[]>();
  try {
    for (const base of bases) {
      // One load of each page first, not counted: the app's page cache and Chromium's code cache
      // warm up on it, as they are warm for a shop's customers.
      for (const path of pages) await load(browser, base + path, false);
    }
    for (let run = 0; run < runs; run += 1) {
      for (const path of pages) {
        for (const base of bases) {
          const key = `${base}\t${path}`;
          results.set(key, [...(results.get(key) ?? []), await load(browser, base + path, false)]);
          if (selectorCount > 0) {
            selectorLoads.set(key, [...(selectorLoads.get(key) ?? []), await load(browser, base + path, true)]);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }

  console.log(
    `\nChromium trace, ${runs} load(s) per page, CPU ${cpuSlowdown}× slower, ${PHONE.width}×${PHONE.height} phone; ` +
      `median (min–max), ms. Long tasks are those over ${LONG_TASK_MS} ms after the first contentful paint.`,
  );
  const rows = [...results].map(([key, loads]) => {
    const [base, path] = key.split("\t");
    return {
      ...(bases.length > 1 ? { app: base } : {}),
      page: path,
      FCP: spread(loads.map((l) => l.fcpMs)),
      "long tasks": spread(loads.map((l) => l.longTasks)),
      "blocking (over 50)": spread(loads.map((l) => l.blockingMs)),
      ...Object.fromEntries(COLUMNS.map((c) => [c, spread(loads.map((l) => l.longTaskMs[c]))])),
    };
  });
  console.table(rows);
  console.log("The columns after blocking: the long tasks' time by kind of work (self time, summed over the tasks).");

  console.log("\nBefore the first contentful paint: the main thread's tasks that started before it, ms.");
  console.table(
    [...results].map(([key, loads]) => ({
      page: label(key),
      tasks: spread(loads.map((l) => l.beforePaintMs)),
      ...Object.fromEntries(COLUMNS.map((c) => [c, spread(loads.map((l) => l.beforePaintByKind[c]))])),
    })),
  );

  if (scriptCount > 0) {
    for (const [key, loads] of results) {
      printRanked(`Script time in the long tasks on ${label(key)}, the most:`, loads, (l) => l.scripts, scriptCount);
    }
  }
  for (const [key, loads] of selectorLoads) {
    const all = loads.map((l) => [...l.selectors.values()].reduce((sum, ms) => sum + ms, 0));
    printRanked(
      `Selector matching on ${label(key)}: ${spread(all)} ms a load in all; the costliest:`,
      loads,
      (l) => l.selectors,
      selectorCount,
    );
  }
}

function label(key: string): string {
  const [base = "", path = ""] = key.split("\t");
  return bases.length > 1 ? `${base}${path}` : path;
}

/** The `count` names of `pick`'s maps with the highest median over the loads (0 where a load lacks one). */
function printRanked(title: string, loads: TLoad[], pick: (load: TLoad) => Map<string, number>, count: number) {
  const names = new Set(loads.flatMap((l) => [...pick(l).keys()]));
  const ranked = [...names]
    .map((name) => ({ name, ms: loads.map((l) => pick(l).get(name) ?? 0) }))
    .sort((a, b) => median(b.ms) - median(a.ms))
    .slice(0, count);
  console.log(`\n${title}`);
  console.table(ranked.map(({ name, ms }) => ({ name: name.slice(0, 90), ms: spread(ms, 1) })));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
