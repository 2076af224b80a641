import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_PAGE_SIZE, searchCustomers } from "@/lib/accounts";
import { customerSearchText } from "@/lib/accounts/shared";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";

// The admin's customer list (/admin/order-list) reads a page at a time; the spec's
// GET /api/adminauth/Userdetail still answers every customer (admin-orders.test.ts).

const COUNT = CUSTOMER_PAGE_SIZE + 12;
const ids: string[] = [];

beforeAll(async () => {
  await resetDatabase();
  const start = Date.UTC(2026, 0, 1);
  // One a minute, the last the newest; customer 7 and 8 share a name, customer 9 a word of their e-mail.
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const id = randomUUID();
    ids.push(id);
    const username = i === 7 || i === 8 ? "Alice Smith" : `Customer ${i}`;
    const email = i === 9 ? `SMITHY.${i}@Example.co.uk` : `c${i}@example.co.uk`;
    return {
      id,
      username,
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash: "not used",
      createdAt: new Date(start + i * 60_000),
    };
  });
  await getDb().customer.createMany({ data: rows });
});

describe("the admin's customer list", () => {
  it("pages newest first, every customer exactly once", async () => {
    const first = await searchCustomers();
    expect(first.total).toBe(COUNT);
    expect(first.customers).toHaveLength(CUSTOMER_PAGE_SIZE);
    expect(first.customers[0]!.id).toBe(ids[COUNT - 1]);
    const second = await searchCustomers({ page: 2 });
    expect(second.customers.map((c) => c.id)).toEqual(ids.slice(0, COUNT - CUSTOMER_PAGE_SIZE).reverse());
    const seen = [...first.customers, ...second.customers].map((c) => c.id);
    expect(new Set(seen).size).toBe(COUNT);
    expect((await searchCustomers({ page: 3 })).customers).toEqual([]);
    expect(Object.keys(first.customers[0]!).sort()).toEqual(
      ["createdAt", "email", "id", "imagePath", "isVerified", "username"].sort(),
    );
  });

  it("searches every customer, not only the page: each word in the name or e-mail, in any case", async () => {
    const both = await searchCustomers({ query: "smith alice" });
    expect(both.total).toBe(2);
    expect(both.customers.map((c) => c.id)).toEqual([ids[8], ids[7]]);
    const word = await searchCustomers({ query: "SMITH" });
    expect(word.customers.map((c) => c.id)).toEqual([ids[9], ids[8], ids[7]]);
    expect((await searchCustomers({ query: "c3@example" })).customers.map((c) => c.id)).toEqual([ids[3]]);
    expect((await searchCustomers({ query: "nobody" })).total).toBe(0);
  });

  it("finds a customer by their whole id, and pages a search", async () => {
    expect((await searchCustomers({ query: ids[5]!.toUpperCase() })).customers.map((c) => c.id)).toEqual([ids[5]]);
    const paged = await searchCustomers({ query: "example.co.uk", page: 2, pageSize: 20 });
    expect(paged.total).toBe(COUNT);
    expect(paged.customers.map((c) => c.id)).toEqual(ids.slice(COUNT - 40, COUNT - 20).reverse());
  });

  it("reads the search text the same in the browser and on the server", () => {
    expect(customerSearchText("  Alice \t Smith  ")).toBe("Alice Smith");
    expect(customerSearchText("x".repeat(300))).toHaveLength(100);
  });

  it("keeps to the customers given (those whose cash is stopped), searched and paged as the rest", async () => {
    const stopped = [ids[2]!, ids[8]!, ids[40]!];
    const only = await searchCustomers({ onlyIds: stopped });
    expect(only.total).toBe(3);
    expect(only.customers.map((c) => c.id)).toEqual([ids[40], ids[8], ids[2]]);
    expect((await searchCustomers({ onlyIds: stopped, query: "alice" })).customers.map((c) => c.id)).toEqual([ids[8]]);
    expect((await searchCustomers({ onlyIds: [] })).total).toBe(0);
  });

  it("takes a wildcard as a letter to find, not a pattern", async () => {
    expect((await searchCustomers({ query: "%" })).total).toBe(0);
    expect((await searchCustomers({ query: "c_@example" })).total).toBe(0);
    expect((await searchCustomers({ query: "\\" })).total).toBe(0);
    expect((await searchCustomers({ query: "y.9@" })).customers.map((c) => c.id)).toEqual([ids[9]]);
  });
});
