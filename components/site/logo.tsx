import { IntentLink } from "@/components/ui/intent-link";
import { LogoMark, splitName } from "./logo-mark";

/** What the logo needs of the shop's identity: its name, and the owner's picture if any. */
export type TBrand = { name: string; logoPath: string | null };

type TLogoProps = { brand: TBrand; size?: "sm" | "md"; tone?: "dark" | "light" };

export function Logo({ brand, size = "md", tone = "dark" }: TLogoProps) {
  const text = tone === "dark" ? "text-navy" : "text-white";
  const scale = size === "sm" ? "text-xl gap-1.5" : "text-xl gap-1.5 lg:text-2xl lg:gap-2";
  const mark = size === "sm" ? "size-8" : "size-8 lg:size-9";
  const [first, last] = splitName(brand.name);
  // The phone's top bar ("sm") gives way first: a long name ends in "…", and under 350 px only the
  // mark is left (the link's label still names the shop).
  const fits = size === "sm" ? "min-w-0" : "shrink-0";
  const words = size === "sm" ? "min-w-0 truncate max-[349px]:hidden" : undefined;

  return (
    <IntentLink
      href="/"
      aria-label={`${brand.name} home`}
      className={`inline-flex min-h-11 ${fits} items-center font-extrabold tracking-tight whitespace-nowrap ${scale} ${text}`}
    >
      {brand.logoPath ? (
        // The owner's upload, already resized to WebP: next/image's optimiser would add nothing.
        <img src={brand.logoPath} alt="" className={`${mark} shrink-0 object-contain`} />
      ) : (
        <LogoMark className={`${mark} shrink-0`} crustFill="#03081f" />
      )}
      <span className={words}>
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
