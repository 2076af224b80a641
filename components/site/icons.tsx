import { createIcon } from "@/components/ui/icons";

// Decorative line icons (24px grid). Always aria-hidden: the text beside them carries the meaning.

export const BasketIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M5 9h14l-1.4 9.1a2 2 0 0 1-2 1.9H8.4a2 2 0 0 1-2-1.9z" />
    <path d="M9 9 12 4l3 5" />
  </>,
);

export const PinIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const UserIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const ClockIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const SearchIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const ChevronDownIcon = /* @__PURE__ */ createIcon(<path d="m6 9 6 6 6-6" />);

export const ArrowRightIcon = /* @__PURE__ */ createIcon(<path d="M5 12h14m-5-5 5 5-5 5" />);

export const TagIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);

export const ScooterIcon = /* @__PURE__ */ createIcon(
  <>
    <circle cx="6" cy="17" r="3" />
    <circle cx="18" cy="17" r="3" />
    <path d="M9 17h6l-2-8h3M6 14V9h4" />
  </>,
);

export const StoreIcon = /* @__PURE__ */ createIcon(
  <>
    <path d="M4 10v10h16V10" />
    <path d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </>,
);

export const SortIcon = /* @__PURE__ */ createIcon(<path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" />);

export { CloseIcon, MenuIcon } from "@/components/ui/icons";
