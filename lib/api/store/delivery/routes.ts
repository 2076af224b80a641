import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const checkDelivery = routeOf<typeof contract.checkDelivery>("GET", "/api/delivery/check");
