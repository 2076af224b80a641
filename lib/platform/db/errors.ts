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
