import { onDemand } from "@/components/ui/on-demand";

// The two modals of the add-to-basket journey (the variant and extras chooser, the special
// request) open only after a tap that already waits for the category's variants from the API:
// their code is fetched with that answer, not with the order page (issue 26).

const addModals = onDemand(() =>
  Promise.all([import("./choose-variant-modal"), import("./special-request-modal")]).then(([choose, request]) => ({
    ChooseVariantModal: choose.ChooseVariantModal,
    SpecialRequestModal: request.SpecialRequestModal,
  })),
);

export type TAddModals = Awaited<ReturnType<typeof addModals.load>>;

/** The modals' code, fetched once; a failed fetch is asked again next time. */
export const loadAddModals = addModals.load;
