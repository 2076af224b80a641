export { isInNextServer, isNextBuild, nextRuntime, nodeEnv, sharesCacheThroughRedis } from "./runtime";
