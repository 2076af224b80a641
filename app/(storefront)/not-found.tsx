import { NotFoundPanel } from "@/components/site/not-found-panel";

// Inside the storefront layout, which already draws the site's chrome: without this file Next puts
// the root not-found, chrome and all, into every storefront page's payload a second time.
export default function StorefrontNotFound() {
  return <NotFoundPanel />;
}
