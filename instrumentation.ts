// Next.js calls register() once when a server starts, before it serves requests.
// The job worker lives in lib/worker; here it is only started, on the Node.js runtime.

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads the app to prerender pages: no worker there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInApp } = await import("./lib/jobs/start-in-app");
  await startInApp();
}
