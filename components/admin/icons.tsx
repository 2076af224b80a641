import { createIcon } from "@/components/ui/icons";

// Line icons of the admin screens (24px grid). Decorative: always aria-hidden, the text or
// aria-label beside them carries the meaning.

export const DashboardIcon = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
);

export const ListIcon = /* @__PURE__ */ createIcon(<path d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" />);

export const ReceiptIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

export const BoardIcon = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="4" width="5" height="16" rx="1.5" />
    <rect x="10" y="4" width="5" height="11" rx="1.5" />
    <rect x="17" y="4" width="4" height="7" rx="1.5" />
  </>,
);

export const ChartIcon = /* @__PURE__ */ createIcon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);

export const EditIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);

export const TrashIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    <path d="M10 11v6M14 11v6" />
  </>,
);

export const BellIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </>,
);

export const BagIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 8h14l-1 12H6z" />
    <path d="M9 8a3 3 0 0 1 6 0" />
  </>,
);

export const UsersIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </>,
);

export const ChatIcon = /* @__PURE__ */ createIcon(<path d="M4 5h16v11H9l-5 4z" />);

export const SearchIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);

export const SignOutIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M15 4h4v16h-4" />
    <path d="M10 8l-4 4 4 4M6 12h10" />
  </>,
);

export const ArrowUpIcon = /* @__PURE__ */ createIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowDownIcon = /* @__PURE__ */ createIcon(<path d="M12 5v14M6 13l6 6 6-6" />);

export const CalendarIcon = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

export const ImageIcon = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);

export { CloseIcon, MenuIcon, SpinnerIcon } from "@/components/ui/icons";
export { EyeIcon, EyeOffIcon, MinusIcon, PlusIcon, StarIcon } from "@/components/ui/secondary-icons";

export const MailIcon = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const TagIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);

export const PinIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
