import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Add your restaurant" };

export default function AddYourRestaurantPage() {
  return (
    <InfoPage title="Add your restaurant" intro="Partner with us and reach hungry customers across London.">
      <p>
        We are building a small group of independent restaurants that share our kitchen standards and love of good fast
        food. Partners get online ordering, delivery riders and marketing to our customers.
      </p>
      <p>
        Partner sign-up opens soon. In the meantime, get in touch through Get help with your restaurant&apos;s name and
        postcode and we will let you know when we can take you on.
      </p>
    </InfoPage>
  );
}
