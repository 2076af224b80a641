import type { Size } from "./types";

// How sizes read to people, on the shop's pages and in the admin alike.

export const SIZE_LABELS: Record<Size, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  xlarge: "Extra large",
};

/** "Extra large" for "xlarge"; an unknown size as it came. */
export function formatSize(size: string): string {
  return SIZE_LABELS[size as Size] ?? size;
}
