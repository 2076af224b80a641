import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ProfileMenu } from "@/components/profile/profile-menu";
import { DEFAULT_AVATAR } from "@/components/site/nav-items";
import { getCurrentCustomer } from "@/lib/accounts";

/** My Account: the side menu and the customer's pages. Signed-out visitors are sent to sign in. */
export default async function ProfileLayout({ children }: { children: ReactNode }) {
  // proxy.ts already sends visitors without a session cookie away; this also covers a cookie
  // whose session has ended.
  const customer = await getCurrentCustomer();
  if (!customer) redirect("/auth?next=/profile");

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 lg:px-8 lg:pt-10">
      <div className="flex items-center gap-4">
        <img
          src={customer.image ?? DEFAULT_AVATAR}
          alt=""
          width={64}
          height={64}
          className="size-14 shrink-0 rounded-full border border-line bg-brand-soft object-cover sm:size-16"
        />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">My Account</h1>
          <p className="mt-0.5 truncate text-ink-muted">
            Signed in as <span className="font-semibold text-ink">{customer.username}</span>
            <span className="hidden sm:inline"> ({customer.email})</span>
          </p>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <ProfileMenu />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
