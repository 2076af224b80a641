import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { issueMessage } from "@/lib/platform/issue-messages";

/**
 * A form checked by the same rules as the server: the body the form would send is parsed with
 * the contract's schema and the server's error map (decision 083), and each field shows the first
 * message about it. An issue with no path
 * (a rule across fields) goes on the name, the form's first field.
 */
export function contractResolver<V extends FieldValues & { name: unknown }>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
): Resolver<V> {
  return async (values) => {
    const parsed = schema.safeParse(toBody(values), { error: issueMessage });
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "name") as keyof V;
      errors[key] ??= { type: "validate", message: issue.message } as FieldErrors<V>[keyof V];
    }
    return { values: {}, errors };
  };
}
