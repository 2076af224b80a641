import "server-only";
import type { z } from "zod";
import type { Size } from "@/lib/menu/shared";
import { toMajor, toMinor } from "@/lib/platform/money";
import { type PromotionInput, type DietaryLabel } from "@/lib/promotions/shared";
import { canStillGive, type PromotionRow } from "@/lib/promotions";
import { absoluteMediaUrl } from "../../media-url";
import type { TAdminPromotionDto, ZPromotionBodySchema } from "./contract";

const pence = (major: number | null) => (major === null ? null : toMinor(major));
const pounds = (minor: number | null) => (minor === null ? null : toMajor(minor));

/** The admin's form, as the domain takes it. */
export function toPromotionInput(body: z.output<typeof ZPromotionBodySchema>): PromotionInput {
  return {
    name: body.name,
    headline: body.headline,
    badge: body.badge,
    description: body.description,
    imagePath: body.image,
    placements: body.placements,
    code: body.code,
    isCombinable: body.isCombinable,
    audience: body.audience,
    oncePerCustomer: body.oncePerCustomer,
    usageCap: body.usageCap,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    days: body.days,
    fromTime: body.from,
    toTime: body.to,
    minSpendPence: pence(body.minSpend),
    kind: body.kind,
    percent: body.percent,
    amountPence: pence(body.amount),
    categoryIds: body.categoryIds.map((id) => id.toLowerCase()),
    dietary: body.dietary as DietaryLabel[],
    sizes: body.sizes,
    quantity: body.quantity,
    setPricePence: pence(body.setPrice),
    freeItemId: body.freeItemId?.toLowerCase() ?? null,
    freeItemSize: body.freeItemSize,
    linkCategoryId: body.linkCategoryId?.toLowerCase() ?? null,
  };
}

export function presentAdminPromotion(row: PromotionRow & { timesUsed?: number }): TAdminPromotionDto {
  return {
    _id: row.id,
    name: row.name,
    headline: row.headline,
    badge: row.badge,
    description: row.description,
    image: absoluteMediaUrl(row.imagePath),
    placements: row.placements,
    code: row.code,
    isCombinable: row.isCombinable,
    audience: row.audience,
    oncePerCustomer: row.oncePerCustomer,
    usageCap: row.usageCap,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
    minSpend: pounds(row.minSpendPence),
    kind: row.kind,
    percent: row.percent,
    amount: pounds(row.amountPence),
    categoryIds: row.categoryIds,
    dietary: row.dietary,
    sizes: row.sizes as Size[],
    quantity: row.quantity,
    setPrice: pounds(row.setPricePence),
    freeItemId: row.freeItemId,
    freeItemSize: row.freeItemSize as Size | null,
    linkCategoryId: row.linkCategoryId,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    timesUsed: row.timesUsed ?? 0,
    canApply: canStillGive(row),
  };
}

/**
 * A promotion as the audit trail records it (lib/api/handle.ts): its own fields, money in
 * pence; the free dish by id (its name and prices are the menu's).
 */
export function auditPromotion(row: PromotionRow) {
  const { id: _id, position: _position, createdAt: _createdAt, freeItem: _freeItem, ...values } = row;
  return values;
}
