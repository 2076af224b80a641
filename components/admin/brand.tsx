import Link from "next/link";
import { LogoMark, splitName } from "@/components/site/logo-mark";

type TAdminBrandProps = {
  tone?: "dark" | "light";
  /** Off on the sign-in page: a signed-out visitor cannot open the dashboard yet. */
  isLink?: boolean;
  /** The shop's trading name (a setting, issue 25). */
  name: string;
};

/** "<shop> admin", linking to the dashboard; the mark matches the shop's logo. */
export function AdminBrand({ tone = "dark", isLink = true, name }: TAdminBrandProps) {
  const [first, last] = splitName(name);
  const text = tone === "dark" ? "text-navy" : "text-white";
  const className = `inline-flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight whitespace-nowrap ${text}`;
  const content = (
    <>
      <LogoMark className="size-8 shrink-0" crustFill={tone === "dark" ? "#03081f" : "#ffffff"} />
      <span>
        {first ? `${first} ` : null}
        <span className={tone === "dark" ? "text-navy" : "text-brand"}>{last}</span>
        <span
          className={`ml-1.5 rounded-md px-1.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wider ${tone === "dark" ? "bg-navy text-white" : "bg-brand text-navy"}`}
        >
          Admin
        </span>
      </span>
    </>
  );
  return isLink ? (
    // The mark is 32 px; the link is a finger's height (44 px) on the kitchen's tablet.
    <Link href="/admin/dashboard" aria-label={`${name} admin, dashboard`} className={`${className} min-h-11`}>
      {content}
    </Link>
  ) : (
    <p className={className}>{content}</p>
  );
}
