import { z } from "zod";
import { defineEndpoint } from "../../endpoint";

// For load balancers and orchestrators: is the process up, and can it serve.

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  access: "public",
  response: z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
});

const ZCheck = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });

export const readiness = defineEndpoint({
  method: "GET",
  path: "/api/health/ready",
  access: "public",
  response: z.object({ database: ZCheck, redis: ZCheck.nullable() }),
});
