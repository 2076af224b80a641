import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Sign up to deliver" };

export default async function SignUpToDeliverPage() {
  const { name } = await shopIdentity();
  return (
    <InfoPage title="Sign up to deliver" intro={`Ride with ${name} and earn on your own schedule.`}>
      <p>
        To deliver with us you need to be 18 or over, have the right to work in the UK and have a bicycle, e-bike,
        scooter or motorbike. Riders with a motor vehicle also need a valid licence and insurance for food delivery.
      </p>
      <p>Rider applications open soon. You will choose the evenings and weekends you want to work.</p>
    </InfoPage>
  );
}
