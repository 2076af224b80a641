import { reloadConfig } from "@/lib/platform/config";
import { startRazorpayDouble, type RazorpayDouble } from "./razorpay";
import { startResendDouble, type ResendDouble } from "./resend";

// Doubles the app is configured to call: the environment names them until `stop()`, which puts
// it back, since test files share one process and the next starts without them.

/** The Razorpay double with the app's keys pointing at it, and any other `env` the test needs. */
export async function startRazorpayWithKeys(env: Record<string, string> = {}): Promise<RazorpayDouble> {
  const double = await startRazorpayDouble();
  configure(double, {
    RAZORPAY_KEY_ID: "rzp_test_key",
    RAZORPAY_KEY_SECRET: "rzp_secret",
    RAZORPAY_API_URL: double.url,
    ...env,
  });
  return double;
}

/** The Resend double with the app's API key and base URL pointing at it. */
export async function startResendWithKey(): Promise<ResendDouble> {
  const double = await startResendDouble();
  configure(double, {
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: double.url,
    EMAIL_FROM: "Tasty Slice <orders@tastyslice.co.uk>",
  });
  return double;
}

function configure(double: { stop: () => Promise<void> }, env: Record<string, string>) {
  Object.assign(process.env, env);
  reloadConfig();
  const stopServer = double.stop;
  double.stop = async () => {
    for (const k of Object.keys(env)) delete process.env[k];
    reloadConfig();
    await stopServer();
  };
}
