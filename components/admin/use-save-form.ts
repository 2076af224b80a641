"use client";

import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";

type TSaveFormOptions<V extends FieldValues> = {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /** What the form shows again once saved. */
  emptyValues: V;
  /** The fields the server may name, in the order the form shows them. */
  fields: readonly Path<V>[];
  /** Answers the server's field messages when it refused, or null when saved. */
  onSave: (values: V) => Promise<Record<string, string> | null>;
};

/**
 * A small admin form saved through its parent: cleared when saved, or the server's messages on
 * their fields. Checked on submit only: a message appearing or vanishing on blur would move the
 * button from under the pointer that is pressing it.
 */
export function useSaveForm<V extends FieldValues>({
  resolver,
  defaultValues,
  emptyValues,
  fields,
  onSave,
}: TSaveFormOptions<V>) {
  const form = useForm<V>({ resolver, defaultValues, mode: "onSubmit", reValidateMode: "onSubmit" });
  const { handleSubmit, reset, setError } = form;
  const onSubmit = handleSubmit(async (values) => {
    const messages = await onSave(values);
    if (!messages) {
      reset(emptyValues);
      return;
    }
    // Focus goes to the first field the server named, in the form's order.
    let isFirst = true;
    for (const name of fields) {
      if (messages[name]) {
        setError(name, { type: "server", message: messages[name] }, { shouldFocus: isFirst });
        isFirst = false;
      }
    }
  });
  return { ...form, onSubmit };
}
