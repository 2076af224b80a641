import { z } from "zod";

// The timetable's rules as zod says them, for the admin's form and the server's parse. Apart from
// timetable.ts so that the browser code reading the hours does not load zod. Browser-safe.

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (what: string) =>
  z.string({ error: `Enter the ${what} time as HH:MM.` }).regex(CLOCK, `Enter the ${what} time as HH:MM (24-hour).`);

export const ZSpanSchema = z.object({ opens: clock("opening"), closes: clock("closing") });

const ZDaySpans = z.array(ZSpanSchema).max(6, "At most 6 spans a day.");

/** Seven lists of spans, Monday first. */
export const ZWeekSchema = z.array(ZDaySpans).length(7, "Give the spans of all seven days.");

export const ZExceptionSchema = z.object({
  date: z.iso.date("Enter the date as YYYY-MM-DD."),
  /** Which fulfilment the exception changes; "both" for the whole shop. */
  fulfilment: z.enum(["delivery", "collection", "both"], { error: "Choose delivery, collection or both." }),
  /** Every year on that day and month (25 December), or only on that date. */
  yearly: z.boolean({ error: "Say whether it repeats every year." }).default(false),
  /** The spans of that day instead of the weekly ones; none = closed all day. */
  spans: ZDaySpans,
  note: z.string().trim().max(80, "Keep the note under 80 characters.").default(""),
});

export const ZTimetableSchema = z.object({
  delivery: ZWeekSchema,
  collection: ZWeekSchema,
  exceptions: z.array(ZExceptionSchema).max(200, "At most 200 exceptions."),
});
