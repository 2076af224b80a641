import { z } from "zod";
import { defineEndpoint } from "../../endpoint";
import { ZPictureUrl } from "../../schemas";

// Apart from the rest of the account's contract so that every page's header can import it
// without the sign-up rules (and the phone-number library) coming along into the browser.

/** The header's view of who is browsing: pages served from the shared cache learn it here. */
export const ZViewerDto = z.object({
  customer: z
    .object({
      _id: z.string(),
      username: z.string(),
      image: ZPictureUrl.nullable(),
    })
    .nullable(),
});
export type TViewerDto = z.infer<typeof ZViewerDto>;

export const getViewer = defineEndpoint({
  method: "GET",
  path: "/api/auth/viewer",
  access: "public",
  response: ZViewerDto,
});
