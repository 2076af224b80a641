import { handle } from "@/lib/api/handle";
import { getViewer } from "@/lib/api/store/account/contract";
import { presentViewer } from "@/lib/api/store/account/present";
import { findCustomer, loadCustomerProfile } from "@/lib/accounts";

// Visitors get an answer too (customer: null), not a 401: every page asks.
export const GET = handle(getViewer, async ({ req }) => {
  const auth = await findCustomer(req);
  const profile = auth ? await loadCustomerProfile(auth.customerId) : null;
  return {
    data: presentViewer(profile),
    message: profile ? "Signed in" : "Not signed in",
    after: (res) => {
      // A customer's name is kept out of the browser's disk cache. A visitor's answer holds no
      // one's data, and a no-store answer to a script keeps Chrome from holding the page for
      // Back (decision 058): asked again each time all the same.
      res.headers.set("Cache-Control", profile ? "private, no-store" : "private, no-cache");
    },
  };
});
