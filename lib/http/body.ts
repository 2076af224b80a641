import type { z } from "zod";
import { AppError } from "./app-error";
import { parseWith } from "./parse";

export const JSON_BODY_LIMIT = 16 * 1024;

/** Reads at most `limit` bytes of a body; a larger one is refused before it is all in memory. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
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
export async function readJson<T extends z.ZodType>(req: Request, schema: T, limit = JSON_BODY_LIMIT): Promise<z.output<T>> {
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
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  }
  const bytes = await readLimited(req, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw AppError.invalidInput("The form could not be read.");
  }
}
