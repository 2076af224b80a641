import { z } from "zod";

// Star CloudPRNT (HTTP version), as a printer speaks it to the shop (decision 029): Star's own
// JSON and query names, not the spec's envelope. Only what the shop reads is named; a printer's
// other fields (clientAction, printingInProgress…) pass unread.

/** POST: the printer's status, every poll. */
export const ZCloudPrntPollDto = z.looseObject({
  status: z.string().max(200).optional(),
  printerMAC: z.string().max(32).optional(),
  statusCode: z.string().max(100).optional(),
});

/** What the printer is told: whether a job waits, in which media types, and its token. */
export const ZCloudPrntPollAnswerDto = z.union([
  z.object({ jobReady: z.literal(false) }),
  z.object({ jobReady: z.literal(true), mediaTypes: z.array(z.string()).min(1), jobToken: z.string() }),
]);

/** GET: the job, in one of the media types offered. */
export const ZCloudPrntJobQueryDto = z.object({
  mac: z.string().max(32).optional(),
  type: z.string({ error: "Name the media type (type=)." }).min(1).max(100),
  token: z.string().max(64).optional(),
});

/** DELETE: the printer's result, a status code ("200 OK" printed, anything else not). */
export const ZCloudPrntConfirmQueryDto = z.object({
  mac: z.string().max(32).optional(),
  code: z.string({ error: "Give the result code (code=)." }).min(1).max(100),
  token: z.string().max(64).optional(),
});

export const CLOUDPRNT_BODY_LIMIT = 4 * 1024;
export const CLOUDPRNT_REALM = "Tasty Slice printers";
