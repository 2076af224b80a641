// The database module's light door: what code that must not load Prisma (the HTTP answers, which
// the proxy also imports) may ask of a database error.
export { isTransactionWaitExceeded } from "./errors";
export { EMBEDDED_APPLICATION_NAME } from "./embedded-name";
