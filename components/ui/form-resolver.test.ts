import { execFileSync } from "node:child_process";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ZDishFormSchema } from "@/lib/api/admin/menu/view";
import { ZContactSchema } from "@/lib/api/store/account/contract";
import { ZShopIdentitySchema } from "@/lib/shop/forms";
import { contractResolver } from "@/components/admin/contract-resolver";
import { formResolver } from "./form-resolver";

const ZOD_ENGLISH = /Invalid input|expected \w+, received|Too (small|big)/;
// Built, so that this file does not match itself.
const IMPORT_OF_THE_RESOLVER = ["from ", '"@hookform', "/resolvers/zod", '"'].join("");
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never> as never;

async function messagesOf(resolved: Promise<{ errors: object }> | { errors: object }): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = (errors: object, prefix: string) => {
    for (const [key, value] of Object.entries(errors)) {
      const message = (value as { message?: unknown }).message;
      if (typeof message === "string") out[prefix + key] = message;
      else if (value && typeof value === "object") walk(value, `${prefix}${key}.`);
    }
  };
  walk((await resolved).errors, "");
  return out;
}

describe("formResolver", () => {
  it("words what a schema leaves unworded as the server does, never in zod's English", async () => {
    const dish = await messagesOf(formResolver(ZDishFormSchema)({} as never, undefined, OPTIONS));
    expect(dish.pricing).toBe("This is required.");
    const identity = await messagesOf(
      formResolver(ZShopIdentitySchema)({ companyNumber: 5, vatNumber: [] } as never, undefined, OPTIONS),
    );
    expect(identity.companyNumber).toBe("This must be text.");
    for (const message of [...Object.values(dish), ...Object.values(identity)])
      expect(message).not.toMatch(ZOD_ENGLISH);
  });

  it("keeps the words a schema sets itself", async () => {
    const contact = await messagesOf(formResolver(ZContactSchema)({ name: "", phone: "12" }, undefined, OPTIONS));
    expect(contact).toEqual({ name: "Enter your name.", phone: expect.stringMatching(/phone/i) });
  });

  it("is what the admin's contract forms use too", async () => {
    const resolver = contractResolver<{ name: unknown }>(ZShopIdentitySchema, () => ({ companyNumber: 5 }));
    const messages = await messagesOf(resolver({ name: "" }, undefined, OPTIONS as never));
    expect(messages.companyNumber).toBeDefined();
    expect(messages.companyNumber).not.toMatch(ZOD_ENGLISH);
  });

  it("is the only way a browser form reaches zod", () => {
    // Every file of the app's (tracked, or new and not ignored) that imports the resolver itself.
    const files = execFileSync(
      "git",
      ["grep", "--untracked", "-l", IMPORT_OF_THE_RESOLVER, "--", "app", "components", "lib"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(Boolean);
    expect(files).toEqual(["components/ui/form-resolver.ts"]);
  });
});
