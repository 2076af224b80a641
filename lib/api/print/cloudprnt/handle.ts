import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { authenticatePrinter, type AuthenticatedPrinter } from "@/lib/printing";
import { isAppError } from "@/lib/platform/errors";
import { route } from "@/lib/platform/http";
import { CLOUDPRNT_REALM } from "./contract";

// A CloudPRNT route: the printer's HTTP Basic credentials are its only key (no session, no
// cookie, so no cross-site write to fear), checked before anything else; a refusal says which
// scheme to use, as HTTP asks. Errors keep the app's envelope, which a printer only logs.

type PrinterHandler = (ctx: {
  req: NextRequest;
  printer: AuthenticatedPrinter;
  query: Record<string, string>;
}) => Promise<Response>;

function queryObject(req: NextRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of req.nextUrl.searchParams) out[key] ??= value;
  return out;
}

export function printerRoute(handler: PrinterHandler) {
  return route(async (req: NextRequest) => {
    let printer: AuthenticatedPrinter;
    try {
      printer = await authenticatePrinter(req.headers.get("authorization"));
    } catch (err) {
      if (!isAppError(err) || err.code !== "UNAUTHENTICATED") throw err;
      return NextResponse.json(
        { success: false, message: err.message },
        { status: 401, headers: { "www-authenticate": `Basic realm="${CLOUDPRNT_REALM}", charset="UTF-8"` } },
      );
    }
    return handler({ req, printer, query: queryObject(req) });
  });
}
