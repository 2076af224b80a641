import { NotFoundPanel } from "@/components/site/not-found-panel";

// For notFound() inside the storefront layout, which already draws the site's chrome.
export default function StorefrontNotFound() {
  return <NotFoundPanel />;
}
