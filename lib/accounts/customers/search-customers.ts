import "server-only";
import { getDb, isUuid, likeLiteral, type Prisma } from "@/lib/platform/db";

export const CUSTOMER_PAGE_SIZE = 50;
export type CustomerPage = {
  customers: Awaited<ReturnType<typeof findPage>>;
  total: number;
  page: number;
  pageSize: number;
};

/**
 * Every word must be in the name or the e-mail address, in any case, as the admin's list filters
 * as the admin types (`matchesSearch`); a whole customer id finds that customer.
 */
function matching(query: string): Prisma.CustomerWhereInput {
  const words = query.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean).slice(0, 8);
  return {
    AND: words.map((word) => ({
      OR: [
        { username: { contains: likeLiteral(word), mode: "insensitive" as const } },
        { email: { contains: likeLiteral(word), mode: "insensitive" as const } },
        ...(isUuid(word) ? [{ id: word }] : []),
      ],
    })),
  };
}

function findPage(where: Prisma.CustomerWhereInput, page: number, pageSize: number) {
  return getDb().customer.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: { id: true, username: true, email: true, imagePath: true, isVerified: true, createdAt: true },
  });
}

/**
 * One page of the shop's customers, newest first, optionally only those matching the search: a
 * shop's customers grow into the tens of thousands, and the whole list made a page of megabytes.
 */
export async function searchCustomers({
  query = "",
  page = 1,
  pageSize = CUSTOMER_PAGE_SIZE,
  onlyIds,
}: {
  query?: string;
  page?: number;
  pageSize?: number;
  /** Only these customers (those whose cash is stopped, say). */
  onlyIds?: string[];
} = {}): Promise<CustomerPage> {
  const where = { ...matching(query), ...(onlyIds ? { id: { in: onlyIds } } : {}) };
  const [customers, total] = await Promise.all([findPage(where, page, pageSize), getDb().customer.count({ where })]);
  return { customers, total, page, pageSize };
}
