"use client";

import { useId, useState, type Ref } from "react";
import { joinDescribedBy, FieldError } from "@/components/ui/form-fields";

type TImageFieldProps = {
  ref?: Ref<HTMLInputElement>;
  previewUrl: string | null;
  fileName?: string;
  error?: string;
  onChange: (file: File | null) => void;
  onClear: () => void;
};

const HINT = "Any image type, under 100KB.";

/** The optional profile picture: a file input with a round preview of the chosen image. */
export function ImageField({ ref, previewUrl, fileName, error, onChange, onClear }: TImageFieldProps) {
  const id = useId();
  // A file the browser cannot draw (not really an image) falls back to the default avatar.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const shownUrl = previewUrl && previewUrl !== brokenUrl ? previewUrl : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        Profile image <span className="font-normal text-ink-muted">(optional)</span>
      </label>
      <div className="flex items-center gap-4">
        <img
          src={shownUrl ?? "/avatar-default.svg"}
          alt={shownUrl ? "Preview of your profile image" : ""}
          onError={() => setBrokenUrl(previewUrl)}
          width={64}
          height={64}
          data-testid="image-preview"
          className="size-16 shrink-0 rounded-full border border-line object-cover"
        />
        <div className="min-w-0 flex-1">
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={joinDescribedBy(id, HINT, error)}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy file:px-4 file:py-3 file:font-semibold file:text-white hover:file:bg-navy-soft"
          />
          {fileName ? (
            <button
              type="button"
              onClick={onClear}
              className="mt-2 rounded text-sm font-semibold text-navy underline decoration-brand decoration-2 underline-offset-4 hover:decoration-navy"
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
        {HINT}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
