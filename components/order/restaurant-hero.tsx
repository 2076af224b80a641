import { ClockIcon, ScooterIcon, TagIcon } from "@/components/site/icons";
import { StarIcon } from "@/components/ui/secondary-icons";
import { PizzaIllustration } from "@/components/site/pizza-illustration";
import { DeliveryPromise } from "@/components/trading/delivery-promise";
import { loadMinimumOrderText } from "@/components/trading/minimum-order";
import { OpenStatus } from "@/components/trading/open-status";
import { shopIdentity } from "@/lib/shop";

type TRestaurantHeroProps = {
  /** The restaurant page repeats the minimum order in the rating card, as the spec's design does. */
  isMinimumOrderRepeated?: boolean;
  /** On /order a phone gets the name and the facts only, so that the dishes start on the first screen. */
  isCompactOnPhone?: boolean;
};

export async function RestaurantHero({
  isMinimumOrderRepeated = false,
  isCompactOnPhone = false,
}: TRestaurantHeroProps) {
  const [{ name }, minimum] = await Promise.all([shopIdentity(), loadMinimumOrderText()]);
  return (
    <section
      aria-labelledby="restaurant-name"
      className="on-dark relative overflow-hidden rounded-2xl bg-navy text-white"
    >
      <div className={`grid gap-8 sm:p-10 md:grid-cols-[1fr_auto] md:items-center ${isCompactOnPhone ? "p-4" : "p-6"}`}>
        <div>
          <p className="text-sm font-medium text-white/85">Hand-stretched pizza, kebabs and burgers</p>
          <h1
            id="restaurant-name"
            className={`mt-2 font-extrabold tracking-tight sm:text-4xl lg:text-5xl ${isCompactOnPhone ? "text-2xl" : "text-3xl"}`}
          >
            {name}
          </h1>
          <ul
            className={`flex gap-3 sm:mt-6 sm:flex-row sm:flex-wrap ${isCompactOnPhone ? "mt-3 flex-row flex-wrap" : "mt-6 flex-col"}`}
          >
            {minimum ? (
              <li className="inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 text-sm font-medium">
                <TagIcon className="size-5 text-brand" />
                Minimum Order: {minimum}
              </li>
            ) : null}
            <li className="inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 text-sm font-medium">
              <ScooterIcon className="size-5 text-brand" />
              <DeliveryPromise />
            </li>
          </ul>
        </div>
        <div className={`relative mx-auto w-44 sm:w-64 md:mx-0 lg:w-72 ${isCompactOnPhone ? "hidden md:block" : ""}`}>
          <PizzaIllustration className="w-full drop-shadow-xl" loading={isCompactOnPhone ? "lazy" : "eager"} />
          <div className="absolute -bottom-2 -left-6 rounded-xl bg-white px-4 py-3 text-navy shadow-lg sm:-left-10">
            <p className="flex items-center gap-1 text-2xl font-extrabold">
              3.4 <StarIcon className="size-5 fill-brand text-brand" />
            </p>
            <p className="text-xs text-ink-muted">1,360 reviews</p>
            {isMinimumOrderRepeated && minimum ? (
              <p className="mt-1 text-xs font-semibold">Minimum Order: {minimum}</p>
            ) : null}
          </div>
        </div>
      </div>
      <p
        className={`inline-flex items-center gap-2 rounded-tr-2xl bg-brand font-semibold text-navy sm:px-6 sm:py-3 ${isCompactOnPhone ? "px-4 py-2" : "px-6 py-3"}`}
      >
        <ClockIcon className="size-5" />
        <OpenStatus />
      </p>
    </section>
  );
}
