import { readdirSync, readFileSync, realpathSync } from "node:fs";

/** Resident memory of the processes `npm start` runs from this checkout (dist/serve.mjs, dist/server.mjs), read from /proc. */
export function appMemory(): { process: string; pid: number; rssMB: number }[] {
  const rows: { process: string; pid: number; rssMB: number }[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
      const which = /dist\/(serve|server)\.mjs|scripts\/serve\.ts|server\/main\.ts/.exec(cmd);
      if (!which || cmd.startsWith("sh ")) continue;
      // Only this checkout's app, not another one running on the machine.
      if (realpathSync(`/proc/${pid}/cwd`) !== realpathSync(process.cwd())) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      rows.push({ process: which[0], pid: Number(pid), rssMB: rss ? Math.round(Number(rss[1]) / 1024) : NaN });
    } catch {
      // gone meanwhile
    }
  }
  return rows;
}
