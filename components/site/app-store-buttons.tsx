import { useId } from "react";

type TStoreButton = { eyebrow: string; name: string; glyph: "apple" | "play" };

const STORES: TStoreButton[] = [
  { eyebrow: "Download on the", name: "App Store", glyph: "apple" },
  { eyebrow: "Get it on", name: "Google Play", glyph: "play" },
];

function StoreGlyph({ glyph }: { glyph: TStoreButton["glyph"] }) {
  if (glyph === "apple") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 fill-current">
        <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.8-1.1-2.9-4.2zM13.9 5.2c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
      <path d="M4 2.5v19l10-9.5z" fill="#34a853" />
      <path d="M4 2.5 14 12l3-2.9L5.2 2.1C4.8 1.9 4.3 2 4 2.5z" fill="#4285f4" />
      <path d="M4 21.5c.3.5.8.6 1.2.4L17 14.9 14 12z" fill="#ea4335" />
      <path d="M17 9.1 14 12l3 2.9 3.2-1.8c.9-.5.9-1.7 0-2.2z" fill="#fbbc04" />
    </svg>
  );
}

/** The apps do not exist yet, so the buttons say so rather than linking to a store. */
export function AppStoreButtons() {
  // The footer and the favourites page can both show the buttons: ids must stay unique.
  const noteId = useId();
  return (
    <div>
      <ul className="flex flex-wrap gap-3">
        {STORES.map((store) => (
          <li key={store.name}>
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={noteId}
              className="flex cursor-not-allowed items-center gap-2 rounded-lg bg-navy px-3.5 py-2 text-left text-white"
            >
              <StoreGlyph glyph={store.glyph} />
              <span className="flex flex-col leading-tight">
                <span className="text-[0.7rem]">{store.eyebrow}</span>
                <span className="text-base font-semibold">{store.name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p id={noteId} className="mt-2 text-sm text-ink-muted">
        Our apps are coming soon.
      </p>
    </div>
  );
}
