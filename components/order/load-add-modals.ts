import type { ChooseVariantModal } from "./choose-variant-modal";
import type { SpecialRequestModal } from "./special-request-modal";

// The two modals of the add-to-basket journey (the variant and extras chooser, the special
// request) open only after a tap that already waits for the category's variants from the API:
// their code is fetched with that answer, not with the order page (issue 26).

type TAddModals = {
  ChooseVariantModal: typeof ChooseVariantModal;
  SpecialRequestModal: typeof SpecialRequestModal;
};

let loading: Promise<TAddModals> | null = null;

/** The modals' code, fetched once; a failed fetch is asked again next time. */
export function loadAddModals(): Promise<TAddModals> {
  loading ??= Promise.all([import("./choose-variant-modal"), import("./special-request-modal")]).then(
    ([choose, request]) => ({ ChooseVariantModal: choose.ChooseVariantModal, SpecialRequestModal: request.SpecialRequestModal }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type { TAddModals };
