// Any console.error during a test fails it, unless the test takes the errors it expects.

let errors: unknown[][] = [];

export function recordConsoleError(args: unknown[]) {
  errors.push(args);
}

export function clearConsoleErrors() {
  errors = [];
}

/** Returns (and forgets) what was logged with console.error so far in this test. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
