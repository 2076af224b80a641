import "server-only";

export { getConfig, reloadConfig } from "./get-config";
export { ConfigError, loadConfig, type TConfig } from "./load";
