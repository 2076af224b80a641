import type { ReactNode, SVGProps } from "react";

// Decorative line icons on a 24px grid, shared by the site, the basket and the admin. Always
// aria-hidden: the text or label beside an icon carries its meaning.

export type TIconProps = SVGProps<SVGSVGElement>;

// Each icon is a call at module level, which the bundler keeps, unused, in case the call did
// something: mark every call `/* @__PURE__ */` so that an icon no component draws is dropped
// (Turbopack ignores `@__NO_SIDE_EFFECTS__` on this function: checked in the built chunks). An
// icon that any client component draws is in every page's script that loads its module, though:
// icons no storefront page draws in the browser when it first loads are in ./secondary-icons.tsx.
export function createIcon(paths: ReactNode) {
  return function Icon({ className = "size-5", ...props }: TIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = /* @__PURE__ */ createIcon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = /* @__PURE__ */ createIcon(<path d="M6 6l12 12M18 6 6 18" />);

export function SpinnerIcon({ className = "size-5", ...props }: TIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`animate-spin motion-reduce:animate-none ${className}`}
      {...props}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
