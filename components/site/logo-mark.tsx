// The shop's mark and name as both its logos draw them: the storefront's (components/site/logo.tsx)
// and the admin's (components/admin/brand.tsx), which matches it. No hooks: the storefront's is drawn
// by the server, and its paths must stay out of the storefront's first scripts.

/** The default mark, a slice; the owner's uploaded logo replaces it on the storefront. */
export function LogoMark({ className, crustFill }: { className: string; crustFill: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <path d="M20 36 4 8c10-6 22-6 32 0z" fill="#fc8a06" />
      <path d="M4 8c10-6 22-6 32 0l-2 3.5C25 6.5 15 6.5 6 11.5z" fill={crustFill} />
      <circle cx="16" cy="15" r="3" fill="#03081f" />
      <circle cx="24" cy="20" r="2.6" fill="#03081f" />
      <circle cx="18.5" cy="26" r="2.2" fill="#03081f" />
    </svg>
  );
}

/** The trading name as the mark's text: its words before the last, and the last, drawn in the brand colour. */
export function splitName(name: string): [string, string] {
  const at = name.trim().lastIndexOf(" ");
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : ["", name];
}
