"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import { putShopIdentity } from "@/lib/api/admin/store/contract";
import { callApi } from "@/lib/api/client";
import type { TShopIdentityDto } from "@/lib/api/store/shop/contract";
import { ZShopIdentitySchema } from "@/lib/shop/forms";
import type { TShopIdentityForm } from "@/lib/shop/shared";
import { TextField } from "@/components/ui/form-fields";
import { StoreFormCard } from "./store-form-card";

const FIELDS = ["name", "address", "phone", "email", "companyNumber", "vatNumber"] as const;

/**
 * The shop's identity (issue 25): what customers are told on every page, mail and receipt. The
 * owner's (store.identity); the logo is uploaded with the form.
 */
export function IdentityForm({ initial }: { initial: TShopIdentityDto }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [logo, setLogo] = useState<string | null>(initial.logo);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [isLogoRemoved, setIsLogoRemoved] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TShopIdentityForm>({
    resolver: formResolver(ZShopIdentitySchema) as never,
    defaultValues: {
      name: initial.name,
      address: initial.address,
      phone: initial.phone,
      email: initial.email,
      companyNumber: initial.companyNumber ?? "",
      vatNumber: initial.vatNumber ?? "",
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    setLogoError(null);
    const form = new FormData();
    for (const field of FIELDS) form.set(field, String(values[field] ?? ""));
    if (logoFile) form.set("logo", logoFile);
    else if (isLogoRemoved) form.set("removeLogo", "true");
    const { body } = await callApi(putShopIdentity, { form });
    if (body.success) {
      setLogo(body.data?.logo ?? null);
      setLogoFile(null);
      setIsLogoRemoved(false);
      setMessage(body.message);
      // The admin's own header carries the name and logo, drawn on the server.
      return router.refresh();
    }
    const data = (body.data ?? {}) as Record<string, string>;
    for (const field of FIELDS) if (data[field]) setError(field, { message: data[field] });
    if (data.logo) setLogoError(data.logo);
    setMessage(body.message);
  });

  return (
    <StoreFormCard
      id="identity"
      title="Shop details"
      intro={
        <>
          Who customers buy from and how they reach you: shown in every page&apos;s footer, at checkout, in every e-mail
          and on receipts.
        </>
      }
      testId="identity-form"
      onSubmit={onSubmit}
      submitLabel="Save shop details"
      isSubmitting={isSubmitting}
      message={message}
    >
      <TextField label="Trading name" isRequired error={errors.name?.message} {...register("name")} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        isRequired
        error={errors.phone?.message}
        {...register("phone")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Address"
          hint="The shop's geographic address, with its postcode."
          isRequired
          error={errors.address?.message}
          {...register("address")}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        isRequired
        error={errors.email?.message}
        {...register("email")}
      />
      <div className="hidden sm:block" />
      <TextField
        label="Company number"
        hint="Optional: when the shop is a company."
        error={errors.companyNumber?.message}
        {...register("companyNumber")}
      />
      <TextField
        label="VAT number"
        hint="Optional: printed on receipts when set."
        error={errors.vatNumber?.message}
        {...register("vatNumber")}
      />
      <div className="space-y-2 sm:col-span-2">
        <label htmlFor="identity-logo" className="block font-semibold text-ink">
          Logo <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        {logo && !isLogoRemoved && !logoFile ? (
          <div className="flex items-center gap-3">
            <img src={logo} alt="The shop's logo" className="size-14 rounded-lg border border-line object-contain" />
            <button
              type="button"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-navy underline underline-offset-4"
              onClick={() => setIsLogoRemoved(true)}
            >
              Remove the logo
            </button>
          </div>
        ) : null}
        <input
          id="identity-logo"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
          aria-describedby={logoError ? "identity-logo-error" : undefined}
          className="block text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-navy file:bg-white file:px-4 file:font-semibold file:text-navy hover:file:bg-surface"
          onChange={(e) => setLogoFile(e.target.files?.[0] ?? null)}
        />
        {logoError ? (
          <p id="identity-logo-error" className="text-sm font-semibold text-red-700">
            {logoError}
          </p>
        ) : null}
      </div>
    </StoreFormCard>
  );
}
