import { handle } from "@/lib/api/handle";
import { health } from "@/lib/api/system/health/contract";

/** Touches nothing: the process is up and its HTTP stack answers. */
export const GET = handle(health, async () => ({
  data: { status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) },
  message: "OK",
}));
