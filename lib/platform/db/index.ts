import "server-only";

export { getDb, getPool, type DbClient, type DbTransaction } from "./client";
export { afterCommit, inUnitOfWork, unitTransaction } from "./run-unit";
export { UNIT_LIMITS as TRANSACTION_LIMITS } from "./unit-of-work";
export { createDbClient, createDbClientOnPool, createPool } from "./create-client";
export { isForeignKeyViolation, isRecordNotFound, isUniqueViolation } from "./errors";
export { isUuid } from "./is-uuid";
export { likeLiteral } from "./like-literal";
export { lockRow, lockSettings, type LockedTable, type SettingsTable } from "./lock-row";
// The generated client's types, for code that names a row or a query shape.
export type {
  EmailStatus,
  EmailTokenPurpose,
  Fulfilment,
  OrderStatus,
  PaymentMethod,
  Prisma,
  PrintJobStatus,
  PrintPurpose,
  PrinterProtocol,
  Refund,
} from "./generated/client";
