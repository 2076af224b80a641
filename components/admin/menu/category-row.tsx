"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { renameCategory, ZCategoryBodySchema } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";
import type { TCategoryDto } from "@/lib/api/store/catalogue/contract";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { CONTROL_CLASS, FieldError } from "@/components/ui/form-fields";
import { EditIcon, TrashIcon } from "../icons";

type TCategoryRowProps = {
  category: TCategoryDto;
  onRenamed: (category: TCategoryDto) => void;
  onDelete: (category: TCategoryDto) => void;
};

/** A category with Edit (renames it in place) and Delete. */
export function CategoryRow({ category, onRenamed, onDelete }: TCategoryRowProps) {
  const inputId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [name, setName] = useState(category.Categoryname);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  function stopEditing() {
    setIsEditing(false);
    setError(undefined);
    // The form disappears: focus goes back to the button that opened it.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const parsed = ZCategoryBodySchema.safeParse({ Categoryname: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.Categoryname === category.Categoryname) {
      stopEditing();
      return;
    }
    setIsSaving(true);
    const { body } = await callApi(renameCategory, { params: { id: category._id }, body: parsed.data });
    setIsSaving(false);
    if (body.success && body.data) {
      onRenamed(body.data);
      stopEditing();
      return;
    }
    setError(fieldErrorsOf(body, ["Categoryname"]).Categoryname ?? body.message);
  }

  if (isEditing) {
    return (
      <li className="rounded-xl border border-navy bg-white p-4" data-testid="category-row">
        <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={inputId} className="sr-only">
              New name for {category.Categoryname}
            </label>
            <input
              id={inputId}
              value={name}
              maxLength={60}
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape") stopEditing();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className={CONTROL_CLASS}
            />
            <FieldError id={`${inputId}-error`} message={error} />
          </div>
          <button
            type="submit"
            aria-disabled={isSaving}
            className="min-h-11 rounded-full bg-brand px-5 font-bold text-navy hover:bg-brand-strong aria-disabled:cursor-progress"
          >
            {isSaving ? "Saving..." : "Save"}
          </button>
          <button
            type="button"
            onClick={() => {
              setName(category.Categoryname);
              stopEditing();
            }}
            className="min-h-11 rounded-full border border-navy/30 px-5 font-semibold text-navy hover:bg-surface"
          >
            Cancel
          </button>
        </form>
      </li>
    );
  }

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3"
      data-testid="category-row"
    >
      <span className="font-semibold text-ink" data-testid="category-name">
        {category.Categoryname}
      </span>
      <span className="flex gap-2">
        <button
          ref={editButtonRef}
          type="button"
          onClick={() => {
            setName(category.Categoryname);
            setIsEditing(true);
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface"
        >
          <EditIcon className="size-4" />
          Edit<span className="sr-only"> {category.Categoryname}</span>
        </button>
        <button
          type="button"
          onClick={() => onDelete(category)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-red-700/50 px-4 font-semibold text-red-800 hover:bg-red-50"
        >
          <TrashIcon className="size-4" />
          Delete<span className="sr-only"> {category.Categoryname}</span>
        </button>
      </span>
    </li>
  );
}
