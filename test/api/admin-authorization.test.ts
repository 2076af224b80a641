import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCategory } from "@/app/api/admin/addfoodCategory/route";
import { POST as addItem } from "@/app/api/admin/addfoodCategoryitem/route";
import { POST as addSub } from "@/app/api/admin/addsubCategory/route";
import { PATCH as updateItem } from "@/app/api/admin/categoryItembyId/[id]/route";
import { DELETE as deleteItem } from "@/app/api/admin/categoryItemDeletebyId/[id]/route";
import { DELETE as deleteCategory } from "@/app/api/admin/foodCategorydeletebyId/[id]/route";
import { PATCH as renameCategory } from "@/app/api/admin/foodCategoryUpdatebyId/[id]/route";
import { DELETE as deleteSub } from "@/app/api/admin/subcategoryDeletebyId/[id]/route";
import { PATCH as updateSub } from "@/app/api/admin/subcategoryUpdatebyId/[id]/route";
import { GET as adminData } from "@/app/api/adminauth/adminData/route";
import { POST as adminLogout } from "@/app/api/adminauth/adminlogout/route";
import { GET as archived } from "@/app/api/adminauth/ArchivedOrder/[id]/route";
import { GET as dashboard } from "@/app/api/adminauth/dashboard/route";
import { POST as resendEmail } from "@/app/api/adminauth/emails/[id]/resend/route";
import { GET as emails } from "@/app/api/adminauth/emails/route";
import { GET as board } from "@/app/api/adminauth/orders/route";
import { PATCH as orderStatus } from "@/app/api/adminauth/orderStatus/[id]/route";
import { GET as users } from "@/app/api/adminauth/Userdetail/route";
import { GET as categories } from "@/app/api/admin/foodcategorydatashow/route";
import { resetDatabase } from "../db";
import { createAdmin, createCustomer } from "../factories";
import { call, type CallOptions } from "../request";

// Every admin route × {no session, customer, admin}: 401, 403, and never refused to an admin.

type AnyHandler = Parameters<typeof call<Record<string, string>>>[0];
// The handlers differ in their route params; the matrix calls each the same way.
const h = (handler: unknown) => handler as AnyHandler;
const id = randomUUID();
const routes: [string, AnyHandler, CallOptions<Record<string, string>>][] = [
  ["POST addfoodCategory", h(addCategory), { body: { Categoryname: "Wraps" } }],
  ["POST addfoodCategoryitem", h(addItem), { form: new FormData() }],
  ["POST addsubCategory", h(addSub), { form: new FormData() }],
  ["PATCH categoryItembyId", h(updateItem), { method: "PATCH", params: { id }, form: new FormData() }],
  ["PATCH subcategoryUpdatebyId", h(updateSub), { method: "PATCH", params: { id }, form: new FormData() }],
  ["PATCH foodCategoryUpdatebyId", h(renameCategory), { method: "PATCH", params: { id }, body: { Categoryname: "X" } }],
  ["DELETE foodCategorydeletebyId", h(deleteCategory), { method: "DELETE", params: { id } }],
  ["DELETE categoryItemDeletebyId", h(deleteItem), { method: "DELETE", params: { id } }],
  ["DELETE subcategoryDeletebyId", h(deleteSub), { method: "DELETE", params: { id } }],
  ["GET adminData", h(adminData), {}],
  ["POST adminlogout", h(adminLogout), { method: "POST" }],
  ["GET Userdetail", h(users), {}],
  ["GET ArchivedOrder", h(archived), { params: { id } }],
  ["GET orders", h(board), {}],
  ["PATCH orderStatus", h(orderStatus), { method: "PATCH", params: { id }, body: { status: "preparing" } }],
  ["GET dashboard", h(dashboard), {}],
  ["GET emails", h(emails), {}],
  ["POST emails/{id}/resend", h(resendEmail), { method: "POST", params: { id } }],
];

let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  await resetDatabase();
  customerToken = (await createCustomer()).token;
  adminToken = (await createAdmin()).token;
});

describe("admin routes refuse everyone but an admin", () => {
  it.each(routes)("%s: 401 without a session, 403 for a customer", async (_name, handler, options) => {
    const anonymous = await call(handler, options);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
    const customer = await call(handler, { ...options, bearer: customerToken });
    expect(customer.status).toBe(403);
  });

  it.each(routes.filter(([name]) => name !== "POST adminlogout"))("%s: an admin gets past the guard", async (_name, handler, options) => {
    const res = await call(handler, { ...options, bearer: adminToken });
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });

  it("the catalogue reads stay public", async () => {
    expect((await call(categories)).status).toBe(200);
  });

  it("a customer's bearer token beside an admin's cookie does not hide the admin", async () => {
    const { createSession } = await import("@/lib/auth/sessions");
    const { encodeSessionCookie } = await import("@/lib/auth/cookie");
    const { admin } = await createAdmin();
    const { session } = await createSession({ adminId: admin.id });
    const cookie = await encodeSessionCookie({ sid: session.id, role: "admin" }, 3600);
    const res = await call(h(board), { bearer: customerToken, cookies: { "storefront.admin-token": cookie } });
    expect(res.status).toBe(200);
  });

  it("an admin's sign-out revokes that admin session", async () => {
    const { token } = await createAdmin();
    expect((await call(adminLogout, { method: "POST", bearer: token })).status).toBe(200);
    expect((await call(adminData, { bearer: token })).status).toBe(401);
  });
});
