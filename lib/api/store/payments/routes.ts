import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const payInTestMode = routeOf<typeof contract.payInTestMode>("POST", "/api/payments/test/pay");
