import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const getStoreStatus = routeOf<typeof contract.getStoreStatus>("GET", "/api/store/status");
export const listStoreSlots = routeOf<typeof contract.listStoreSlots>("GET", "/api/store/slots");
