// Runs in the browser before the app's own code (Next.js's instrumentation-client convention).
// zod compiles object schemas with `new Function` when it can, and finds out by trying once,
// which the pages' Content Security Policy refuses (no 'unsafe-eval') and reports as a
// violation. Told `jitless`, it never tries; on the server it keeps compiling.
//
// Set through the object zod keeps its settings in, shared by every copy of it
// (`globalThis.__zod_globalConfig`, zod/v4/core/core.js), not through zod's `config()`: importing
// zod here put its core (4.5 KB compressed) in the script every page loads, the storefront's
// pages included, which never validate anything. instrumentation-client.test.ts checks that
// zod still reads it there.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
