/**
 * How many second-factor codes a member's own session may give in a quarter of an hour (decision
 * 100): one budget for every act that takes one (turning two-factor off, making new recovery
 * codes), so a session left open gets ten guesses however it spends them.
 */
export function codeGuessLimit(adminId: string) {
  return { key: `2fa-code:admin:${adminId}`, max: 10, windowSeconds: 900 };
}
