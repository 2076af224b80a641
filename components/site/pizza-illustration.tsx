/**
 * The heroes' decorative pizza: one image file (public/home/pizza.svg), not forty-four inline SVG
 * elements in every page that shows it (decision 042).
 */
export function PizzaIllustration({
  className = "",
  loading = "eager",
}: {
  className?: string;
  /** "lazy" where a breakpoint hides it: a hidden lazy image is not fetched at all. */
  loading?: "eager" | "lazy";
}) {
  return (
    <img
      src="/home/pizza.svg"
      alt=""
      width={200}
      height={200}
      decoding="async"
      loading={loading}
      className={className}
    />
  );
}
