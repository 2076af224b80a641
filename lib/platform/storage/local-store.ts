import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "./store";

/** Files under DATA_DIR/uploads: one machine, or a folder every instance mounts. */
export function createLocalStore(dataDir: string): FileStore {
  const root = path.join(dataDir, "uploads");
  return {
    async put(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a picture.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(path.join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
  };
}
