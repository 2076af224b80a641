import "server-only";
import { getDb, isRecordNotFound } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { adminSelect, toAdminGroup, type AdminOptionGroup } from "./option-group-admin";

/** Deletes the group and its options; answers what they were, for the audit trail. */
export async function deleteOptionGroup(id: string): Promise<AdminOptionGroup> {
  try {
    return toAdminGroup(await getDb().optionGroup.delete({ where: { id }, select: adminSelect }));
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Option group");
    throw err;
  }
}
