// Kitchen printing's vocabulary (decision 029), for the server, the admin screen and the scripts.

export const PRINTER_PROTOCOLS = ["cloudprnt", "bridge"] as const;
export type TPrinterProtocol = (typeof PRINTER_PROTOCOLS)[number];

export const PRINT_PURPOSES = ["kitchen", "receipt"] as const;
export type TPrintPurpose = (typeof PRINT_PURPOSES)[number];

export const PROTOCOL_TEXT: Record<TPrinterProtocol, string> = {
  cloudprnt: "Star CloudPRNT",
  bridge: "ESC/POS printer through the print bridge",
};

export const PURPOSE_TEXT: Record<TPrintPurpose, string> = {
  kitchen: "Kitchen tickets",
  receipt: "Customer receipts",
};

/** An order nothing more of is cooked: none of its jobs prints, queued or asked for again. */
export const WITHDRAWN_ORDER_STATUSES = ["cancelled", "rejected"] as const;

export function isWithdrawnOrder(status: string): boolean {
  return (WITHDRAWN_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Where printers poll, on the shop's own origin. */
export const CLOUDPRNT_PATH = "/api/print/cloudprnt";

/** Star's media types we serve, and our name for raw ESC/POS (the bridge's, not Star's). */
export const MEDIA_TYPES = {
  text: "text/plain",
  starprnt: "application/vnd.star.starprnt",
  escpos: "application/vnd.escpos",
} as const;
export type TMediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

/** What each kind of printer is offered, best first. */
export const MEDIA_TYPES_FOR: Record<TPrinterProtocol, TMediaType[]> = {
  cloudprnt: [MEDIA_TYPES.starprnt, MEDIA_TYPES.text],
  bridge: [MEDIA_TYPES.escpos, MEDIA_TYPES.text],
};

/** A job offered and not confirmed in this long is offered again, with the same token. */
export const OFFER_TIMEOUT_MS = 60_000;

/** A printer that reports failure this many times gives the job up (failed, shown to the owner). */
export const MAX_PRINT_ATTEMPTS = 3;

export const POLL_SECONDS_DEFAULT = 5;

/** Online: seen within three poll intervals. */
export function isPrinterOnline(lastSeenAt: Date | null, pollSeconds: number, now: Date): boolean {
  return !!lastSeenAt && now.getTime() - lastSeenAt.getTime() <= 3 * pollSeconds * 1000;
}

/** CloudPRNT's result codes: "200 OK" or "OK" (any 2xx) is printed; anything else is not. */
export function isPrintedCode(code: string): boolean {
  return /^(2\d\d\b|ok\b)/i.test(code.trim());
}

/** Star sends status codes URL-encoded ("200%20OK"); one that does not decode is kept as sent. */
export function decodeStatusCode(code: string): string {
  try {
    return decodeURIComponent(code).trim();
  } catch {
    return code.trim();
  }
}
