import { routeOf } from "../../route";
import type * as contract from "./contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const getBasket = routeOf<typeof contract.getBasket>("GET", "/api/cart/cartdetail");
export const addToBasket = routeOf<typeof contract.addToBasket>("POST", "/api/cart/addCart");
export const setLineInstruction = routeOf<typeof contract.setLineInstruction>("POST", "/api/cart/addinfoCart/[id]");
export const removeLine = routeOf<typeof contract.removeLine>("DELETE", "/api/cart/deleteCartcategory/[id]");
export const setLineQty = routeOf<typeof contract.setLineQty>("POST", "/api/cart/updateCartQty/[id]");
export const applyPromo = routeOf<typeof contract.applyPromo>("POST", "/api/cart/applyPromo");
export const setFulfilment = routeOf<typeof contract.setFulfilment>("POST", "/api/cart/fulfilment");
export const reorderOrder = routeOf<typeof contract.reorderOrder>("POST", "/api/cart/reorder/[orderId]");
