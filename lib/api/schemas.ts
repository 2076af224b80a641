import { z } from "zod";

// Building blocks the endpoint declarations share.

/** A path parameter that must be one of our ids (UUIDs); anything else is a malformed id. */
export function idParams<const K extends string>(name: K, what: string) {
  return z.object({ [name]: z.uuid(`Malformed ${what}.`).transform((v) => v.toLowerCase()) } as {
    [P in K]: z.ZodPipe<z.ZodUUID, z.ZodTransform<string, string>>;
  });
}

/** Money on the wire: a number in major units (decision 003). */
export const ZMoney = z.number();

/** An absolute URL of a picture, or null where the thing has none. */
export const ZPictureUrl = z.string();

export const ZIsoDateTime = z.iso.datetime({ offset: true });

/**
 * A London calendar day a money report or the dashboard is asked about. Kept to this century:
 * asked about 0001-01-01 the dashboard's period before it reached year 0, which PostgreSQL refused
 * (a 500), and 9999's last night ends in year 10000, past what ISO 8601 says.
 */
export const REPORT_DAYS = { first: "2000-01-01", last: "2099-12-31", outside: "Choose a date from 2000 to 2099." };

/** Whether a day "YYYY-MM-DD" is one the reports cover (the screens check it before asking). */
export const isReportDay = (day: string) => day >= REPORT_DAYS.first && day <= REPORT_DAYS.last;

export const ZReportDaySchema = z.iso.date("Use a date such as 2026-11-01.").refine(isReportDay, REPORT_DAYS.outside);

/** Endpoints whose answer carries nothing but the message. */
export const ZNoData = z.null();

/** An extra chosen on a basket or order line (issue 13): its price per unit at the line's size. */
export const ZLineExtraDto = z.object({ _id: z.string(), group: z.string(), name: z.string(), price: ZMoney });

/**
 * The spec's populated `subcategoryId` of a basket or order line. Every line answers one, as the
 * spec's screens read `subcategoryId.image` on each: a line without a variant (a quick-added dish,
 * a promotion's free dish) describes the dish itself, with `_id` null (decision 022).
 */
export const ZLineSubcategoryDto = z.object({
  /** The variant's id; null on a line without a variant, or once the variant has left the menu. */
  _id: z.string().nullable(),
  subCategoryname: z.string(),
  /** The variant's picture, else the dish's, else a neutral plate: always a URL. */
  image: ZPictureUrl,
  /** False when the line has no variant and the object describes the dish. */
  isVariant: z.boolean(),
});
export type TLineSubcategory = z.infer<typeof ZLineSubcategoryDto>;

/**
 * An order's VAT, one row per rate it used, highest first (decision 034): what is left after its
 * refunds. Σ gross is what was paid for goods and delivery (a tip apart) less refunds; Σ vat is
 * the order's `vat.amount`.
 */
export const ZVatBreakdownDto = z.array(z.object({ ratePercent: z.number(), net: ZMoney, vat: ZMoney, gross: ZMoney }));
export type TVatBreakdownDto = z.infer<typeof ZVatBreakdownDto>;
