import type { Metadata } from "next";
import { InfoPage } from "@/components/site/info-page";

export const metadata: Metadata = { title: "Cookies" };

export default function CookiesPage() {
  return (
    <InfoPage title="Cookies" intro="We use only the cookies we need to run the shop.">
      <p>
        A small number of strictly necessary cookies keep you signed in and remember your basket between visits. Under
        the Privacy and Electronic Communications Regulations these do not need your consent, because the site cannot
        work without them.
      </p>
      <p>
        We do not use advertising or cross-site tracking cookies. If we ever add optional cookies, we will ask for your
        permission first.
      </p>
    </InfoPage>
  );
}
