import Link from "next/link";

type TAdminBrandProps = {
  tone?: "dark" | "light";
  /** Off on the sign-in page: a signed-out visitor cannot open the dashboard yet. */
  isLink?: boolean;
  /** The shop's trading name (a setting, issue 25). */
  name: string;
};

/** "<shop> admin", linking to the dashboard; the mark matches the shop's logo. */
export function AdminBrand({ tone = "dark", isLink = true, name }: TAdminBrandProps) {
  const at = name.trim().lastIndexOf(" ");
  const [first, last] = at > 0 ? [name.slice(0, at), name.slice(at + 1)] : ["", name];
  const text = tone === "dark" ? "text-navy" : "text-white";
  const className = `inline-flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight whitespace-nowrap ${text}`;
  const content = (
    <>
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-8 shrink-0">
        <path d="M20 36 4 8c10-6 22-6 32 0z" fill="#fc8a06" />
        <path d="M4 8c10-6 22-6 32 0l-2 3.5C25 6.5 15 6.5 6 11.5z" fill={tone === "dark" ? "#03081f" : "#ffffff"} />
        <circle cx="16" cy="15" r="3" fill="#03081f" />
        <circle cx="24" cy="20" r="2.6" fill="#03081f" />
        <circle cx="18.5" cy="26" r="2.2" fill="#03081f" />
      </svg>
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
    <Link href="/admin/dashboard" aria-label={`${name} admin, dashboard`} className={className}>
      {content}
    </Link>
  ) : (
    <p className={className}>{content}</p>
  );
}
