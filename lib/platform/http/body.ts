import type { z } from "zod";
import { AppError } from "../errors";
import { parseWith } from "./parse";

// Request bodies are read within a limit per route (decision 024): a route's declaration says
// which kind of body it takes and how large, and lib/api/handle.ts refuses a larger declared
// length before anything else; what arrives chunked is counted as it is read and never kept
// past the limit.

/** A JSON route's body: the largest the shop's forms send is a few KB. */
export const JSON_BODY_LIMIT = 16 * 1024;

/** "16 KB", "10.1 MB": a limit as the 413's message gives it. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
}

export function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request is too large: send at most ${describeBytes(limit)}.`);
}

/** After a refusal, what is still on its way is read and dropped up to this much, so that the client gets the answer. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/** The length a request declares, or null when it declares none (chunked) or nonsense. */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** Whether a request comes with a body: a declared length above 0, or one sent in chunks. */
export function hasBody(headers: Headers): boolean {
  const length = declaredLength(headers);
  if (length !== null) return length > 0;
  return headers.has("transfer-encoding");
}

/** application/json and the `+json` family, parameters aside. */
export function isJsonContentType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** A form, multipart or urlencoded. */
export function isFormContentType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/**
 * Reads and drops the rest of a refused body, so that the connection is still open when the
 * answer goes out (a client still sending would otherwise meet a reset and never see the 413).
 * Past DRAIN_LIMIT the stream is cancelled, which closes the connection.
 */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let dropped = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > DRAIN_LIMIT) return void (await reader.cancel());
    }
  })().catch(() => undefined);
}

/** Reads at most `limit` bytes of a body; a larger one is refused before it is all in memory. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(req.headers);
  if (declared !== null && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      drain(reader);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** A JSON body checked against a schema: 400 with per-field messages when it does not fit. */
export async function readJson<T extends z.ZodType>(
  req: Request,
  schema: T,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<T>> {
  const bytes = await readLimited(req, limit);
  let value: unknown = {};
  if (bytes.byteLength > 0) {
    try {
      value = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw AppError.invalidInput("The request body must be JSON.");
    }
  }
  return parseWith(schema, value);
}

/** A multipart or urlencoded form, read within a size limit. */
export async function readForm(req: Request, limit: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!isFormContentType(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  }
  const bytes = await readLimited(req, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw AppError.invalidInput("The form could not be read.");
  }
}
