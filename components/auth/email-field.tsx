"use client";

import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/form-fields";

/** The customer's email address, as every account form asks for it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      density="comfortable"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.co.uk"
      {...props}
    />
  );
}
