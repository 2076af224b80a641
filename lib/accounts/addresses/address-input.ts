/** An address as the customer gives it: lines, town and a normalised full postcode, or the spec's one line. */
export type AddressInput = {
  /** The whole address on one line (the spec's `address`). */
  text: string;
  line1: string | null;
  line2: string | null;
  town: string | null;
  postcode: string;
  riderNotes: string | null;
};
