/** A load that counts how often a memo under test called it. */
export function countingLoad<T>(value: () => T) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return value();
    },
    calls: () => calls,
  };
}
