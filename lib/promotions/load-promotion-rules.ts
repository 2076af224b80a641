import "server-only";
import { loadPromotionRows } from "./load-promotion-rows";
import { ruleFromRow } from "./rule-from-row";
import type { PromotionRule } from "./types";

export async function loadPromotionRules(now: Date): Promise<PromotionRule[]> {
  return (await loadPromotionRows(now)).flatMap((row) => {
    const rule = ruleFromRow(row);
    return rule ? [rule] : [];
  });
}
