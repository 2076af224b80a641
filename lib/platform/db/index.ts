import "server-only";

export { BackupError, backupDatabase, pendingMigrations, restoreDatabase } from "./backup";
export { getDb, getPool, type DbClient, type DbTransaction } from "./client";
export { createDbClient, createPool } from "./create-client";
export { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded";
export { isForeignKeyViolation, isRecordNotFound, isUniqueViolation } from "./errors";
export { applyMigrations } from "./migrate";
// The generated client's types, for code that names a row or a query shape.
export type { EmailStatus, EmailTokenPurpose, Fulfilment, OrderStatus, Prisma, Refund } from "./generated/client";
