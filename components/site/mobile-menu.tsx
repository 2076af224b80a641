"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "./icons";
import { NavLinks } from "./nav-links";
import { SampleAddress } from "./sample-address";

export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      // Focus would otherwise be lost inside the panel that just disappeared.
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [isOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? "Close menu" : "Open menu"}
        data-testid="mobile-menu-toggle"
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-navy hover:bg-surface"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        data-testid="mobile-menu"
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-white px-4 pt-3 pb-5 shadow-lg"
      >
        {/* Drawn only while open: closed, it was a second copy of the header's links in every page. */}
        {isOpen ? (
          <>
            <nav aria-label="Main">
              <NavLinks variant="mobile" onNavigate={() => setIsOpen(false)} />
            </nav>
            <SampleAddress className="mt-4 border-t border-line pt-4" />
          </>
        ) : null}
      </div>
    </>
  );
}
