import "server-only";
import type { AdminProfile } from "@/lib/accounts";
import { absoluteMediaUrl } from "../../media-url";
import type { TAdminProfileDto } from "./contract";

export function presentAdminProfile(admin: AdminProfile): TAdminProfileDto {
  return {
    username: admin.username,
    filepath: absoluteMediaUrl(admin.imagePath),
    role: admin.role,
    twoFactor: admin.twoFactor,
  };
}
