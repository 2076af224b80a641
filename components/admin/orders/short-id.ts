/**
 * "#5f0c5468": ids are UUIDv7, whose first characters are a timestamp shared by orders of the
 * same minute, so the short form takes the random end.
 */
export function formatShortOrderId(id: string): string {
  return `#${id.slice(-8)}`;
}
