import type { Metadata } from "next";
import { ProfileSection } from "@/components/profile/section-heading";
import { AppStoreButtons } from "@/components/site/app-store-buttons";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Favourites" };

// A placeholder, as in the spec: a company line and the app-store buttons.
export default async function ProfileFavouritesPage() {
  const shop = await shopIdentity();
  return (
    <ProfileSection id="favourites-heading" title="Favourites">
      <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
        <p className="text-lg text-ink">
          <strong className="font-extrabold">{shop.name}</strong>: hand-stretched pizza, kebabs and burgers from{" "}
          {shop.address}, delivered hot.
        </p>
        <p className="mt-2 mb-5 text-ink-muted">Keep your favourites close with the {shop.name} app.</p>
        <AppStoreButtons />
      </div>
    </ProfileSection>
  );
}
