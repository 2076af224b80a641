import Link from "next/link";

type TLogoProps = { size?: "sm" | "md"; tone?: "dark" | "light" };

export function Logo({ size = "md", tone = "dark" }: TLogoProps) {
  const text = tone === "dark" ? "text-navy" : "text-white";
  const scale = size === "sm" ? "text-xl gap-1.5" : "text-xl gap-1.5 lg:text-2xl lg:gap-2";
  const mark = size === "sm" ? "size-8" : "size-8 lg:size-9";

  return (
    <Link
      href="/"
      aria-label="Tasty Slice home"
      className={`inline-flex shrink-0 items-center font-extrabold tracking-tight whitespace-nowrap ${scale} ${text}`}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={`${mark} shrink-0`}>
        <path d="M20 36 4 8c10-6 22-6 32 0z" fill="#fc8a06" />
        <path d="M4 8c10-6 22-6 32 0l-2 3.5C25 6.5 15 6.5 6 11.5z" fill="#03081f" />
        <circle cx="16" cy="15" r="3" fill="#03081f" />
        <circle cx="24" cy="20" r="2.6" fill="#03081f" />
        <circle cx="18.5" cy="26" r="2.2" fill="#03081f" />
      </svg>
      <span>
        Tasty{" "}
        <span
          className={
            tone === "dark" ? "text-navy underline decoration-brand decoration-4 underline-offset-4" : "text-brand"
          }
        >
          Slice
        </span>
      </span>
    </Link>
  );
}
