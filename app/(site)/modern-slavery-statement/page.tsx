import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";
import { shopIdentity } from "@/lib/shop";

export const metadata: Metadata = { title: "Modern Slavery Statement" };

export default async function ModernSlaveryStatementPage() {
  const { name } = await shopIdentity();
  return (
    <InfoPage
      title="Modern Slavery Statement"
      intro={`${name} is committed to preventing modern slavery and human trafficking in our business and our supply chains.`}
    >
      <p>
        We buy our ingredients and packaging from established suppliers, and we expect them to treat their workers
        fairly, pay them lawfully and respect their right to leave their employment freely.
      </p>
      <p>
        Everyone who works in our kitchen or delivers for us has their right to work in the UK checked. If you have a
        concern about any part of our business, please tell us through Get help and we will look into it.
      </p>
    </InfoPage>
  );
}
