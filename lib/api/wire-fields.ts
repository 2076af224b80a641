import "server-only";
import { AppError, isAppError } from "@/lib/platform/errors";

/**
 * Domain rules name the fields of their messages plainly (`name`); the client knows them by
 * the spec's names (`Categoryname`). This renames them on the way out.
 */
export async function withWireFieldNames<T>(work: Promise<T>, wireNames: Record<string, string>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!isAppError(err) || !err.fields) throw err;
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([name, message]) => [wireNames[name] ?? name, message]),
    );
    throw new AppError(err.code, err.message, fields, { cause: err });
  }
}
