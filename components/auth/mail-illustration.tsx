/** An envelope with a pizza-slice seal, for the "check your email" screens. Decorative. */
export function MailIllustration() {
  return (
    <svg viewBox="0 0 120 84" aria-hidden="true" focusable="false" className="mb-5 h-16 w-auto sm:h-20">
      <rect x="4" y="10" width="100" height="68" rx="10" fill="#fff3e4" stroke="#03081f" strokeWidth="3" />
      <path d="M8 16 54 50l46-34" fill="none" stroke="#03081f" strokeWidth="3" strokeLinejoin="round" />
      <path d="M8 74 42 42M100 74 66 42" stroke="#03081f" strokeWidth="3" strokeLinecap="round" />
      <circle cx="98" cy="16" r="16" fill="#fc8a06" />
      <path d="M98 27 89 10c6-3 12-3 18 0z" fill="#ffd86b" stroke="#03081f" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="96" cy="14" r="1.8" fill="#b3261e" />
      <circle cx="100.5" cy="18" r="1.6" fill="#b3261e" />
    </svg>
  );
}
