"use client";

import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_MAX_BYTES, pictureSources } from "@/lib/menu/shared";
import { FieldError, FieldLabel, joinDescribedBy } from "@/components/ui/form-fields";
import { ImageIcon } from "../icons";

const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];

type TImageFieldProps = {
  label: string;
  /** The picture saved now, shown until a new one is chosen. */
  currentUrl?: string | null;
  isRequired?: boolean;
  /** A message from the server about this picture. */
  error?: string;
  onChange: (file: File | null) => void;
  testId?: string;
};

/**
 * A picture input with a preview. It checks the type and size at once, so a wrong file is
 * refused before the upload; the server checks the bytes again and resizes the picture.
 */
export function ImageField({ label, currentUrl, isRequired, error, onChange, testId }: TImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const shownError = localError ?? error;
  const hint = "JPEG, PNG, WebP, AVIF or GIF, up to 5 MB.";

  function showPreview(url: string | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  }

  // The object URL lives as long as the field.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function choose(file: File | undefined) {
    setLocalError(null);
    if (!file) {
      showPreview(null);
      onChange(null);
      return;
    }
    const problem = !ACCEPTED_TYPES.includes(file.type)
      ? "Choose a JPEG, PNG, WebP, AVIF or GIF picture."
      : file.size > IMAGE_MAX_BYTES
        ? "The picture must be under 5 MB."
        : null;
    if (problem) {
      setLocalError(problem);
      if (inputRef.current) inputRef.current.value = "";
      showPreview(null);
      onChange(null);
      return;
    }
    showPreview(URL.createObjectURL(file));
    onChange(file);
  }

  const shown = preview ?? currentUrl ?? null;

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface">
          {shown ? (
            <img
              {...pictureSources(shown, "112px")}
              alt={preview ? "Preview of the chosen picture" : "The current picture"}
              className="size-full object-cover"
              data-testid={testId ? `${testId}-preview` : undefined}
            />
          ) : (
            <ImageIcon className="size-8 text-ink-muted" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPTED_TYPES.join(",")}
            aria-invalid={shownError ? true : undefined}
            aria-required={isRequired || undefined}
            aria-describedby={joinDescribedBy(id, hint, shownError)}
            data-testid={testId}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy file:px-4 file:font-semibold file:text-white hover:file:bg-navy-soft"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
            {hint}
            {currentUrl ? " Leave it empty to keep the current picture." : ""}
          </p>
          {preview ? (
            <button
              type="button"
              onClick={() => {
                if (inputRef.current) inputRef.current.value = "";
                choose(undefined);
              }}
              className="mt-2 min-h-11 text-sm font-semibold text-navy underline underline-offset-4"
            >
              {currentUrl ? "Keep the current picture" : "Remove the chosen picture"}
            </button>
          ) : null}
          <FieldError id={`${id}-error`} message={shownError} />
        </div>
      </div>
    </div>
  );
}
