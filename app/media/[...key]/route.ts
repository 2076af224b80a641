import { getFile } from "@/lib/storage/files";
import { AppError } from "@/lib/http/app-error";
import { route } from "@/lib/http/route";

const TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", gif: "image/gif", avif: "image/avif" };

// Stored names are new for every upload, so a file never changes under its URL.
export const GET = route<{ key: string[] }>(async (_req, { key }) => {
  const name = key.join("/");
  const body = await getFile(name);
  if (!body) throw AppError.notFound("File");
  const ext = name.slice(name.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(body.length),
    },
  });
});
