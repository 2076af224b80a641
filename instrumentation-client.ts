import { config } from "zod/v4/core";

// Runs in the browser before the app's own code (Next.js's instrumentation-client convention).
// zod compiles object schemas with `new Function` when it can, and finds out by trying once,
// which the pages' Content Security Policy refuses (no 'unsafe-eval') and reports as a
// violation. Told not to, it never tries; on the server it keeps compiling.
config({ jitless: true });
