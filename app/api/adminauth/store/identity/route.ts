import { getAdminShopIdentity, putShopIdentity, ZShopIdentityFormSchema } from "@/lib/api/admin/store/contract";
import { fileField, readMenuForm } from "@/lib/api/admin/menu/forms";
import { handle, handleWithPrepared } from "@/lib/api/handle";
import { presentShopIdentity } from "@/lib/api/store/shop/present";
import { readShopIdentity, saveShopIdentity, storeShopLogo } from "@/lib/shop";

export const GET = handle(getAdminShopIdentity, async () => ({
  data: presentShopIdentity(await readShopIdentity()),
  message: "Shop identity",
}));

export const PUT = handleWithPrepared(
  putShopIdentity,
  // The logo is stored before the write's transaction opens (decision 028).
  async ({ req }) => {
    const { fields, form } = await readMenuForm(req, putShopIdentity, ZShopIdentityFormSchema);
    const logo = fileField(form, "logo");
    return { fields, logoPath: logo ? await storeShopLogo(logo) : undefined };
  },
  async ({ prepared: { fields, logoPath } }) => {
    const { removeLogo, ...identity } = fields;
    const saved = await saveShopIdentity({ ...identity, logoPath: logoPath ?? (removeLogo ? null : undefined) });
    const after = presentShopIdentity(saved.identity);
    return {
      data: after,
      message: "Shop details saved",
      audit: { action: "store.identity", targetType: "store", before: presentShopIdentity(saved.before), after },
    };
  },
);
