import "server-only";
import { loadConfig, type TConfig } from "./load";

let cached: TConfig | undefined;

/** The checked configuration of this process, read once. */
export function getConfig(): TConfig {
  cached ??= loadConfig();
  return cached;
}

/** Tests change the environment between cases; everything else reads it once. */
export function reloadConfig(): void {
  cached = undefined;
}
