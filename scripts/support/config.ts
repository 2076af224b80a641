// The launcher's and the worker's start: a configuration error is the operator's to fix, so it
// is said in one line and the process ends, with no stack trace to read past.
import { ConfigError, loadConfig } from "@/lib/platform/config";

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function loadConfigOrExit(env: Record<string, string | undefined> = process.env) {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}
