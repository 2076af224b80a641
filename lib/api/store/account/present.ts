import "server-only";
import type { loadCustomerProfile } from "@/lib/accounts";
import { absoluteMediaUrl } from "../../media-url";
import type { TCustomerDto, TViewerDto } from "./contract";

type CustomerProfile = NonNullable<Awaited<ReturnType<typeof loadCustomerProfile>>>;

export function presentCustomer(profile: CustomerProfile): TCustomerDto {
  return {
    _id: profile.id,
    username: profile.username,
    email: profile.email,
    image: absoluteMediaUrl(profile.imagePath),
    isVerified: profile.isVerified,
    contactName: profile.contactName,
    phone: profile.phone,
  };
}

export function presentViewer(profile: CustomerProfile | null): TViewerDto {
  return {
    customer: profile
      ? { _id: profile.id, username: profile.username, image: absoluteMediaUrl(profile.imagePath) }
      : null,
  };
}
