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
  // The name is the owner's, up to 60 characters: it wraps within the side menu's 16rem (kept on
  // one line, "Slice of Hackney" and the badge ran past the menu over the page beside it).
  const className = `inline-flex min-w-0 items-center gap-2 text-xl leading-tight font-extrabold tracking-tight ${text}`;
  const content = (
    <>
      <LogoMark className="size-8 shrink-0" crustFill={tone === "dark" ? "#03081f" : "#ffffff"} />
      <span className="min-w-0 wrap-anywhere">
        {first ? `${first} ` : null}
        <span className={tone === "dark" ? "text-navy" : "text-brand"}>{last}</span>
        <span
          className={`ml-1.5 inline-block rounded-md px-1.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wider ${tone === "dark" ? "bg-navy text-white" : "bg-brand text-navy"}`}
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
