import { createIcon, type TIconProps } from "./icons";

// Icons no storefront page draws in the browser when it first loads: the quantity steppers' plus
// and minus (the add-to-basket modal and the filled basket, both fetched on demand), the password
// field's show and hide, the profile's logout, the account pages' status spinner, and the star
// (the browser draws it only in the admin's reviews). Apart from ./icons.tsx because an icon any
// client component draws is in every page's script that loads its module: Turbopack keeps a
// module's exports used anywhere, not per page.

export const PlusIcon = /* @__PURE__ */ createIcon(<path d="M12 5v14M5 12h14" />);

export const MinusIcon = /* @__PURE__ */ createIcon(<path d="M5 12h14" />);

export const EyeIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 4l16 16" />
  </>,
);

export const StarIcon = /* @__PURE__ */ createIcon(
  <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
);

export const LogoutIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </>,
);

/**
 * ./icons.tsx's SpinnerIcon ring for an account page's status line (loading, checking an e-mail
 * link): in the brand colour, and hidden rather than held still when motion is reduced.
 */
export function StatusSpinnerIcon({ className = "size-5", ...props }: TIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`${className} animate-spin text-brand motion-reduce:hidden`}
      {...props}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
