import { getFile } from "@/lib/platform/storage";
import { AppError } from "@/lib/platform/errors";
import { route } from "@/lib/platform/http";

// Stored names are new for every upload, so a file never changes under its URL.
export const GET = route<{ key: string[] }>(async (_req, { key }) => {
  const file = await getFile(key.join("/"));
  if (!file) throw AppError.notFound("File");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(file.body.length),
    },
  });
});
