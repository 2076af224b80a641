import { IntentLink } from "@/components/ui/intent-link";

/** What the logo needs of the shop's identity: its name, and the owner's picture if any. */
export type TBrand = { name: string; logoPath: string | null };

type TLogoProps = { brand: TBrand; size?: "sm" | "md"; tone?: "dark" | "light" };

/** The shop's trading name as the mark's text: its last word underlined in the brand colour. */
function splitName(name: string): [string, string] {
  const at = name.trim().lastIndexOf(" ");
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : ["", name];
}

export function Logo({ brand, size = "md", tone = "dark" }: TLogoProps) {
  const text = tone === "dark" ? "text-navy" : "text-white";
  const scale = size === "sm" ? "text-xl gap-1.5" : "text-xl gap-1.5 lg:text-2xl lg:gap-2";
  const mark = size === "sm" ? "size-8" : "size-8 lg:size-9";
  const [first, last] = splitName(brand.name);

  return (
    <IntentLink
      href="/"
      aria-label={`${brand.name} home`}
      className={`inline-flex shrink-0 items-center font-extrabold tracking-tight whitespace-nowrap ${scale} ${text}`}
    >
      {brand.logoPath ? (
        // The owner's upload, already resized to WebP: next/image's optimiser would add nothing.
        <img src={brand.logoPath} alt="" className={`${mark} shrink-0 object-contain`} />
      ) : (
        <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={`${mark} shrink-0`}>
          <path d="M20 36 4 8c10-6 22-6 32 0z" fill="#fc8a06" />
          <path d="M4 8c10-6 22-6 32 0l-2 3.5C25 6.5 15 6.5 6 11.5z" fill="#03081f" />
          <circle cx="16" cy="15" r="3" fill="#03081f" />
          <circle cx="24" cy="20" r="2.6" fill="#03081f" />
          <circle cx="18.5" cy="26" r="2.2" fill="#03081f" />
        </svg>
      )}
      <span>
        {first ? `${first} ` : null}
        <span
          className={
            tone === "dark" ? "text-navy underline decoration-brand decoration-4 underline-offset-4" : "text-brand"
          }
        >
          {last}
        </span>
      </span>
    </IntentLink>
  );
}
