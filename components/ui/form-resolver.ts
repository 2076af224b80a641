import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { issueMessage } from "@/lib/platform/issue-messages";

/**
 * Every browser form's resolver: the form's zod schema, parsed with the same error map as the
 * server's (decision 083), so a rule the schema words itself keeps its words and anything else a
 * customer or member of staff sees is the shop's UK English, never zod's ("Invalid input:
 * expected string, received undefined").
 */
export function formResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  return zodResolver(schema, { error: issueMessage });
}
