import "server-only";
import type { z } from "zod";
import type { DeliveryZone, DeliveryZoneInput } from "@/lib/shop/shared";
import { toMajor, toMinor } from "@/lib/platform/money";
import type { TAdminZoneDto, ZZoneBodySchema, ZZonePatchSchema } from "./contract";

export function presentZone(zone: DeliveryZone): TAdminZoneDto {
  return {
    _id: zone.id,
    name: zone.name,
    outwardCodes: zone.outwardCodes,
    deliveryFee: toMajor(zone.feePence),
    minimumOrder: toMajor(zone.minimumOrderPence),
    extraMinutes: zone.extraMinutes,
    isActive: zone.isActive,
  };
}

/** The admin's form (whole or in part), as the domain takes it. */
export function toZoneInput(body: z.output<typeof ZZonePatchSchema>): Partial<DeliveryZoneInput> {
  const input: Partial<DeliveryZoneInput> = {};
  if (body.name !== undefined) input.name = body.name;
  if (body.outwardCodes !== undefined) input.outwardCodes = body.outwardCodes;
  if (body.deliveryFee !== undefined) input.feePence = toMinor(body.deliveryFee);
  if (body.minimumOrder !== undefined) input.minimumOrderPence = toMinor(body.minimumOrder);
  if (body.extraMinutes !== undefined) input.extraMinutes = body.extraMinutes;
  if (body.isActive !== undefined) input.isActive = body.isActive;
  return input;
}

export function toNewZoneInput(body: z.output<typeof ZZoneBodySchema>): DeliveryZoneInput {
  return {
    name: body.name,
    outwardCodes: body.outwardCodes,
    feePence: toMinor(body.deliveryFee),
    minimumOrderPence: toMinor(body.minimumOrder),
    extraMinutes: body.extraMinutes,
    isActive: body.isActive,
  };
}
