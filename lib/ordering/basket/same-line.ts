/** What a basket line is a line of: the dish, its size, variant and extras (ids stored sorted). */
export type LineChoice = {
  categoryItemId: string;
  size: string;
  subcategoryId: string | null;
  extraIds: readonly string[];
};

// Ids are UUIDs, which a client may send in either case.
const sameId = (a: string | null, b: string | null) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

/** The same dish, size, variant and extras: more of it is more of the same line. */
export function isSameChoice(a: LineChoice, b: LineChoice): boolean {
  return (
    sameId(a.categoryItemId, b.categoryItemId) &&
    a.size === b.size &&
    sameId(a.subcategoryId, b.subcategoryId) &&
    a.extraIds.length === b.extraIds.length &&
    a.extraIds.every((id, i) => sameId(id, b.extraIds[i]!))
  );
}

/** No instruction and an empty one are the same; any two different words are not. */
export const isSameInstruction = (a: string | null, b: string | null) => (a || null) === (b || null);

/**
 * Two lines the kitchen would make alike: the same choice with the same instruction. Lines that
 * differ in their instruction stay apart, so that neither's note (an allergy) is lost or
 * stretched over dishes it was not written for.
 */
export function isSameLine(
  a: LineChoice & { instruction: string | null },
  b: LineChoice & { instruction: string | null },
) {
  return isSameChoice(a, b) && isSameInstruction(a.instruction, b.instruction);
}
