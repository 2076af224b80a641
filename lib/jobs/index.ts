import "server-only";

export { APP_JOBS } from "./app-jobs";
export { startBackgroundWork } from "./start";
export { startInApp } from "./start-in-app";
