import { DateTime, SHOP_ZONE as ZONE } from "@/lib/platform/time";
import type { TAdminPromotionDto, TPromotionBody } from "@/lib/api/admin/promotions/contract";
import type { Size } from "@/lib/menu/shared";
import { type Placement, type PromotionKind, type Audience, type DietaryLabel } from "@/lib/promotions/shared";

// The promotion form works in what inputs hold (text, ticks); these turn it into the API's body
// and back. Dates and times are London's wall clock, whatever the admin's computer says.

export type TMultiBuyReward = "percent" | "set_price" | "cheapest_free";

export type TPromotionFormValues = {
  name: string;
  headline: string;
  badge: string;
  description: string;
  image: string;
  placements: Placement[];
  applied: "automatic" | "code";
  code: string;
  isCombinable: boolean;
  audience: Audience;
  oncePerCustomer: boolean;
  usageCap: string;
  startsAt: string;
  endsAt: string;
  days: string[];
  from: string;
  to: string;
  minSpend: string;
  kind: PromotionKind;
  percent: string;
  amount: string;
  categoryIds: string[];
  dietary: DietaryLabel[];
  sizes: Size[];
  quantity: string;
  reward: TMultiBuyReward;
  setPrice: string;
  freeItemId: string;
  freeItemSize: string;
  linkCategoryId: string;
};

const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());
const londonToIso = (local: string): string | null =>
  local ? DateTime.fromISO(local, { zone: ZONE }).toUTC().toISO({ suppressMilliseconds: true }) : null;
const isoToLondon = (iso: string | null): string =>
  iso ? DateTime.fromISO(iso).setZone(ZONE).toFormat("yyyy-MM-dd'T'HH:mm") : "";

export function toPromotionBody(v: TPromotionFormValues): TPromotionBody {
  const uses = (kinds: PromotionKind[]) => kinds.includes(v.kind);
  const percentApplies =
    uses(["percent_off_subtotal", "percent_off_lines"]) || (v.kind === "multi_buy" && v.reward === "percent");
  return {
    name: v.name,
    headline: v.headline,
    badge: v.badge,
    description: v.description,
    image: textOrNull(v.image),
    placements: v.placements,
    code: v.applied === "code" ? v.code : null,
    isCombinable: v.isCombinable,
    audience: v.audience,
    oncePerCustomer: v.oncePerCustomer,
    usageCap: numberOrNull(v.usageCap),
    startsAt: londonToIso(v.startsAt),
    endsAt: londonToIso(v.endsAt),
    days: v.days.map(Number),
    from: textOrNull(v.from),
    to: textOrNull(v.to),
    minSpend: numberOrNull(v.minSpend),
    kind: v.kind,
    percent: percentApplies ? numberOrNull(v.percent) : null,
    amount: v.kind === "amount_off_subtotal" ? numberOrNull(v.amount) : null,
    categoryIds: uses(["percent_off_lines", "multi_buy"]) ? v.categoryIds : [],
    dietary: v.kind === "percent_off_lines" ? v.dietary : [],
    sizes: v.kind === "multi_buy" ? v.sizes : [],
    quantity: v.kind === "multi_buy" ? numberOrNull(v.quantity) : null,
    setPrice: v.kind === "multi_buy" && v.reward === "set_price" ? numberOrNull(v.setPrice) : null,
    freeItemId: v.kind === "free_item" ? textOrNull(v.freeItemId) : null,
    freeItemSize: v.kind === "free_item" ? (textOrNull(v.freeItemSize) as Size | null) : null,
    linkCategoryId: textOrNull(v.linkCategoryId),
  };
}

export const EMPTY_PROMOTION: TPromotionFormValues = {
  name: "",
  headline: "",
  badge: "",
  description: "",
  image: "",
  placements: [],
  applied: "automatic",
  code: "",
  isCombinable: true,
  audience: "everyone",
  oncePerCustomer: false,
  usageCap: "",
  startsAt: "",
  endsAt: "",
  days: [],
  from: "",
  to: "",
  minSpend: "",
  kind: "percent_off_subtotal",
  percent: "",
  amount: "",
  categoryIds: [],
  dietary: [],
  sizes: [],
  quantity: "2",
  reward: "percent",
  setPrice: "",
  freeItemId: "",
  freeItemSize: "",
  linkCategoryId: "",
};

export function toFormValues(p: TAdminPromotionDto): TPromotionFormValues {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    name: p.name,
    headline: p.headline,
    badge: p.badge,
    description: p.description,
    // The API answers absolute URLs; the form keeps the site's own path.
    image: p.image ? new URL(p.image).pathname : "",
    placements: p.placements,
    applied: p.code ? "code" : "automatic",
    code: p.code ?? "",
    isCombinable: p.isCombinable,
    audience: p.audience,
    oncePerCustomer: p.oncePerCustomer,
    usageCap: text(p.usageCap),
    startsAt: isoToLondon(p.startsAt),
    endsAt: isoToLondon(p.endsAt),
    days: p.days.map(String),
    from: p.from ?? "",
    to: p.to ?? "",
    minSpend: text(p.minSpend),
    kind: p.kind,
    percent: text(p.percent),
    amount: text(p.amount),
    categoryIds: p.categoryIds,
    dietary: p.dietary as DietaryLabel[],
    sizes: p.sizes,
    quantity: text(p.quantity ?? 2),
    reward: p.setPrice !== null ? "set_price" : p.percent !== null ? "percent" : "cheapest_free",
    setPrice: text(p.setPrice),
    freeItemId: p.freeItemId ?? "",
    freeItemSize: p.freeItemSize ?? "",
    linkCategoryId: p.linkCategoryId ?? "",
  };
}
