// Staff powers (issue 22): a role is a list of named permissions, in this one table. Every admin
// endpoint declares the one permission it needs (lib/api), and the server checks it before the
// handler runs; the admin screens read the same table to hide what a role cannot use.
// Browser-safe: no server imports.

export const STAFF_ROLES = ["owner", "manager", "kitchen", "rider"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The orders board and order details. */
  "orders.read",
  /** Accept, reject (with its full refund), move an order's status, print. */
  "orders.move",
  /** Mark a cash order paid when the money is in: the counter and the rider (decision 030). */
  "orders.cash",
  /** Refund by hand, in full or part. Needs a session opened with two-factor sign-in. */
  "orders.refund",
  /** The orders out for delivery (address, phone, rider notes) and marking them delivered. */
  "deliveries.handle",
  /** Sold-out and hidden toggles for dishes, variants and extras. */
  "menu.availability",
  /** Categories, dishes, variants, prices, extras. */
  "menu.edit",
  "promotions.edit",
  /** Pause taking orders, or resume: the kitchen's brake on a busy night. */
  "store.pause",
  /** Trading hours, delivery zones, store settings. */
  "store.settings",
  /**
   * The shop's identity: trading name, logo, address, phone, e-mail, company and VAT numbers
   * (issue 25). The owner's: it is what the law makes the owner answer for (decision 036).
   */
  "store.identity",
  "reports.read",
  /**
   * The customers list, and a customer's e-mail wherever staff read an order (decision 115): the
   * kitchen and the rider get the name and phone they call, not the e-mail.
   */
  "customers.read",
  /** The e-mail log and resending an e-mail. */
  "emails.read",
  "audit.read",
  /** How long the audit trail keeps its entries. */
  "audit.retention",
  /** Staff accounts: invite, change role, suspend, remove, sign out everywhere. */
  "staff.manage",
  /** Payment settings: cash on delivery, pay at collection, the cash cap; clearing a customer's cash block. */
  "payments.settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions that move money: a session must have been opened with a second factor. */
export const TWO_FACTOR_PERMISSIONS: ReadonlySet<Permission> = new Set(["orders.refund", "payments.settings"]);

/** The owner's alone: a manager has everything else. */
const OWNER_ONLY: ReadonlySet<Permission> = new Set([
  "staff.manage",
  "payments.settings",
  "audit.retention",
  "store.identity",
]);
const MANAGER: readonly Permission[] = PERMISSIONS.filter((p) => !OWNER_ONLY.has(p));

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: MANAGER,
  kitchen: ["orders.read", "orders.move", "orders.cash", "menu.availability", "store.pause"],
  // The rider takes the cash at the door.
  rider: ["deliveries.handle", "orders.cash"],
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  kitchen: "Kitchen",
  rider: "Rider",
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether an order's answer gives this role the customer's e-mail (decision 115): those who handle customers. */
export function canSeeCustomerEmail(role: StaffRole): boolean {
  return roleCan(role, "customers.read");
}

/** No one may hand out a power they do not hold: a role may be granted only if it is within the granter's. */
export function canGrantRole(granter: StaffRole, role: StaffRole): boolean {
  return ROLE_PERMISSIONS[role].every((p) => roleCan(granter, p));
}

const TWO_FACTOR_POWER_WORDS: Partial<Record<Permission, string>> = {
  "orders.refund": "refund orders",
  "payments.settings": "change payment settings",
};

/** What a role can do only once two-factor sign-in is on, in words ("refund orders"…). */
export function twoFactorPowersOf(role: StaffRole): string[] {
  return [...TWO_FACTOR_PERMISSIONS].filter((p) => roleCan(role, p)).map((p) => TWO_FACTOR_POWER_WORDS[p] ?? p);
}

export const TWO_FACTOR_NEEDED_MESSAGE = "Turn on two-factor sign-in to do this.";
