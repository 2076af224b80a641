/**
 * A typed text as Prisma's `contains` and `startsWith` should take it: Prisma hands them to
 * `LIKE` unescaped, so a `%` or `_` someone typed would otherwise match anything.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
