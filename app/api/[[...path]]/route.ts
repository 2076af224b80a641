import { AppError } from "@/lib/platform/errors";
import { route } from "@/lib/platform/http";

// Any /api address no route has: the API's envelope with 404 for every method, where Next.js
// would answer its HTML 404 page. Every real route, a catch-all such as /api/auth/[...nextauth]
// included, is more specific than this one, so Next.js picks it first (decision 083).
const unknown = route<{ path?: string[] }>(async () => {
  throw AppError.notFound("Page");
});

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE, unknown as OPTIONS };
