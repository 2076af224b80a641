import { pictureSources } from "@/lib/menu/shared";

type TDishThumbnailProps = {
  src: string;
  /** The square it is laid out in, in CSS pixels: the file fetched is the smallest sharp there. */
  size: number;
  className: string;
};

/** A dish's picture beside an order's or a basket's line; decorative, the line names the dish. */
export function DishThumbnail({ src, size, className }: TDishThumbnailProps) {
  return <img {...pictureSources(src, `${size}px`)} alt="" width={size} height={size} className={className} />;
}
