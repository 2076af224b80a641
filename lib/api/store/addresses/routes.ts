import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const addAddress = routeOf<typeof contract.addAddress>("POST", "/api/cart/addAddress");
export const listAddresses = routeOf<typeof contract.listAddresses>("GET", "/api/cart/showAddress");
export const removeAddress = routeOf<typeof contract.removeAddress>("DELETE", "/api/cart/address/[id]");
export const selectAddress = routeOf<typeof contract.selectAddress>("POST", "/api/cart/selectAddress");
