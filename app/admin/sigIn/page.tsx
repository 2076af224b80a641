import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminBrand } from "@/components/admin/brand";
import { findSignedInAdmin } from "@/components/admin/session";
import { resolveNextPath } from "@/components/admin/sign-in/next-path";
import { AdminSignInForm } from "@/components/admin/sign-in/sign-in-form";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = {
  title: "Admin sign in",
  robots: { index: false, follow: false },
};

type TSignInPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminSignInPage({ searchParams }: TSignInPageProps) {
  const { next } = await searchParams;
  const target = resolveNextPath(Array.isArray(next) ? next[0] : next);
  // Already signed in: nothing to do here.
  if (await findSignedInAdmin()) redirect(target);
  const shop = await shopIdentity();

  return (
    <div className="grid min-h-dvh bg-surface lg:grid-cols-2">
      <aside className="on-dark hidden flex-col justify-between bg-navy p-12 text-white lg:flex">
        <AdminBrand tone="light" isLink={false} name={shop.name} />
        <div>
          <p className="text-4xl font-extrabold leading-tight tracking-tight">
            Orders, menu and customers,
            <br />
            <span className="text-brand">all in one place.</span>
          </p>
          <p className="mt-4 max-w-md text-lg text-white/85">
            Sign in to follow today&apos;s orders, update the menu and see how the shop is doing.
          </p>
        </div>
        <p className="text-sm text-white/75">
          {shop.name}, {shop.address}
        </p>
      </aside>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <AdminBrand isLink={false} name={shop.name} />
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">Admin sign in</h1>
            <p className="mt-1 mb-6 text-ink-muted">Use your admin username and password.</p>
            <AdminSignInForm next={target} />
          </div>
        </div>
      </main>
    </div>
  );
}
