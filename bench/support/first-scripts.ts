/**
 * The scripts a page's HTML names for a current browser: its module scripts, without the
 * `noModule` polyfills that only a browser without modules fetches. Each source once, as written.
 */
export function moduleScriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snoModule\b/i.test(m[0]));
  return [...new Set(tags.map((m) => m[1]!))];
}
