import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const createOrder = routeOf<typeof contract.createOrder>("POST", "/api/cart/create_order");
export const verifyOrder = routeOf<typeof contract.verifyOrder>("POST", "/api/cart/verify_order");
export const listMyOrders = routeOf<typeof contract.listMyOrders>("GET", "/api/cart/userOreder");
export const trackMyOrder = routeOf<typeof contract.trackMyOrder>("GET", "/api/cart/userOreder/[id]");
