import { Logo, type TBrand } from "./logo";
import { NavLinks } from "./nav-links";

export function DesktopNav({ brand }: { brand: TBrand }) {
  return (
    <div className="hidden border-b border-line bg-white md:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 lg:gap-6 lg:px-8">
        <Logo brand={brand} />
        <nav aria-label="Main">
          <NavLinks variant="desktop" />
        </nav>
      </div>
    </div>
  );
}
