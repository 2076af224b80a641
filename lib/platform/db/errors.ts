// Prisma's error codes, named once (https://www.prisma.io/docs/orm/reference/error-reference).

const codeOf = (err: unknown): string | undefined =>
  typeof err === "object" && err !== null && typeof (err as { code?: unknown }).code === "string"
    ? (err as { code: string }).code
    : undefined;

/** A unique constraint refused the write (P2002): someone else holds that value. */
export const isUniqueViolation = (err: unknown): boolean => codeOf(err) === "P2002";

/** A foreign key refused the write (P2003): what it points at is gone. */
export const isForeignKeyViolation = (err: unknown): boolean => codeOf(err) === "P2003";

/** The row an update or delete needed does not exist (P2025). */
export const isRecordNotFound = (err: unknown): boolean => codeOf(err) === "P2025";

/**
 * No connection came free for a transaction within its wait (P2028, "Unable to start a
 * transaction in the given time"): the database is saturated, the request itself is sound.
 * P2028's other messages (a transaction used after it closed) are mistakes of ours and stay 500s.
 */
export const isTransactionWaitExceeded = (err: unknown): boolean =>
  codeOf(err) === "P2028" && err instanceof Error && err.message.includes("Unable to start a transaction");
