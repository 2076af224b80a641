"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

type TIntentLinkProps = Omit<ComponentProps<typeof Link>, "prefetch"> & {
  /** `false`: never fetch the page ahead, not even on intent. */
  prefetch?: false;
};

/**
 * The storefront's `next/link` (decision 070): it fetches the page it leads to once a mouse is
 * over it or the keyboard is on it, not as soon as it is on the screen. Next's default fetched every
 * page linked from the visible part of a page while it loaded: 48–77 KB of `/` and `/order` decoded
 * on a phone's main thread in `/restaurant`'s first seconds, and again for each link scrolled past.
 * Next's own pattern (its prefetching guide, "Hover-triggered prefetch"). A finger is not intent
 * early enough: a tap's touch and mouse events come a moment before its click, so the page was
 * fetched twice, ahead and for the navigation; a tap just navigates.
 */
export function IntentLink({ prefetch, onPointerEnter, onFocus, ...props }: TIntentLinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // `null` is Next's default: once wanted, the page is fetched at once, as the link is on screen.
      prefetch={prefetch === false || !wanted ? false : null}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" || event.pointerType === "pen") setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        if (event.currentTarget.matches(":focus-visible")) setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
