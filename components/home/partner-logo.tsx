import { partnerLogoPath, type TPartnerRestaurant } from "@/lib/shop";

type TPartnerLogoProps = { restaurant: TPartnerRestaurant; className?: string };

/** The restaurant's name is always written beside the logo, so the picture itself is decorative. */
export function PartnerLogo({ restaurant, className = "size-20" }: TPartnerLogoProps) {
  return (
    <img
      src={partnerLogoPath(restaurant.slug)}
      alt=""
      width={200}
      height={200}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-full`}
    />
  );
}
