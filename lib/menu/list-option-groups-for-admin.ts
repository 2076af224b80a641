import "server-only";
import { getDb } from "@/lib/platform/db";
import { groupOrder } from "./option-group-select";
import { adminSelect, toAdminGroup, type AdminOptionGroup } from "./option-group-admin";

export async function listOptionGroupsForAdmin(): Promise<AdminOptionGroup[]> {
  const rows = await getDb().optionGroup.findMany({ select: adminSelect, orderBy: groupOrder });
  return rows.map(toAdminGroup);
}
