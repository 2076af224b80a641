import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { EMBEDDED_APPLICATION_NAME } from "@/lib/platform/db/shared";

// The embedded PostgreSQL (PGlite) is served over the Postgres wire protocol on a
// loopback port, so the app reaches it through the same driver as a real server.

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite takes no lock of its own, and two processes on one data folder corrupt it. */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, "postmaster.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true }); // left behind by a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}.`);
}

/** Measured with `npm run bench`: 16 MB instead of 128 MB saves about 150 MB of resident memory. */
const EMBEDDED_SHARED_BUFFERS = "16MB";

/**
 * Opens (creating on first use) the database under `dataDir` and serves it on
 * 127.0.0.1. Pass "memory://" for a throw-away database (tests).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number }): Promise<EmbeddedDatabase> {
  const inMemory = options.dataDir.startsWith("memory://");
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const db = await PGlite.create(inMemory ? options.dataDir : path.join(options.dataDir, "pgdata"), {
      // PostgreSQL's default 128 MB of shared buffers is WASM memory that is never given back; a
      // takeaway's data is a few megabytes and its files are in the operating system's cache.
      postgresqlconf: [`shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
    // Several connections are multiplexed onto the one PGlite session, transaction-aware.
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: options.port ?? 0, maxConnections: 16 });
    let port = 0;
    server.addEventListener("listening", (e) => {
      port = (e as CustomEvent<{ port: number }>).detail.port;
    });
    await server.start();
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${EMBEDDED_APPLICATION_NAME}`,
      stop: async () => {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
