/**
 * The heroes' decorative pizza: one image file (public/home/pizza.svg), not forty-four inline SVG
 * elements in every page that shows it (decision 042).
 */
export function PizzaIllustration({ className = "" }: { className?: string }) {
  return <img src="/home/pizza.svg" alt="" width={200} height={200} decoding="async" className={className} />;
}
