"use client";

import Link from "next/link";
import { useState } from "react";
import { clearCashBlock, type TAdminCustomerDto } from "@/lib/api/admin/customers/contract";
import { callApi } from "@/lib/api/client";
import { WideTable } from "../wide-table";
import { matchesSearch, useAdminSearch } from "../shell/search-context";

function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-1 text-sm font-semibold text-green-800">
      Verified
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-red-800">
      Not Verified
    </span>
  );
}

/**
 * A customer whose cash orders went uncollected (decision 030): how many, and for the owner the
 * button that lets them pay cash again.
 */
function CashBlock({
  customer,
  canClear,
  onCleared,
}: {
  customer: TAdminCustomerDto;
  canClear: boolean;
  onCleared: (id: string, message: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  if (customer.cashNotCollected === 0) return null;
  return (
    <div className="space-y-1" data-testid="cash-block">
      <p className={`text-sm font-semibold ${customer.cashBlocked ? "text-red-800" : "text-amber-900"}`}>
        {customer.cashNotCollected} cash {customer.cashNotCollected === 1 ? "order" : "orders"} not collected
        {customer.cashBlocked ? ": cash stopped" : ""}
      </p>
      {customer.cashBlocked && canClear ? (
        <button
          type="button"
          onClick={async () => {
            const { body } = await callApi(clearCashBlock, { params: { id: customer._id } });
            if (body.success) onCleared(customer._id, `${customer.username} may pay cash again.`);
            else setError(body.message);
          }}
          className="min-h-11 rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-surface"
        >
          Allow cash again<span className="sr-only"> for {customer.username}</span>
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Every customer; the top bar's search narrows the rows by name, e-mail or id. */
export function CustomerTable({
  customers: initial,
  canClearCash = false,
}: {
  customers: TAdminCustomerDto[];
  canClearCash?: boolean;
}) {
  const { query } = useAdminSearch();
  const [customers, setCustomers] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const rows = customers.filter((c) => matchesSearch(query, c.username, c.email, c._id));
  const cleared = (id: string, message: string) => {
    setCustomers((list) => list.map((c) => (c._id === id ? { ...c, cashNotCollected: 0, cashBlocked: false } : c)));
    setAnnouncement(message);
  };

  if (customers.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">No customers have signed up yet.</p>
    );
  }

  const summary = query
    ? `${rows.length} of ${customers.length} customers match “${query}”.`
    : `${customers.length} ${customers.length === 1 ? "customer" : "customers"}, newest first. Choose an id to see that customer's orders.`;

  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm">
      <p className="px-5 pt-4 pb-3 text-ink-muted" role="status">
        {summary}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {/* Small screens: a card per customer. Larger: the table. Only one is ever displayed. */}
      <ul className="divide-y divide-line border-t border-line md:hidden">
        {rows.map((c) => (
          <li key={c._id} className="flex gap-3 px-5 py-4" data-testid="customer-card">
            <img
              src={c.filepath ?? "/avatar-default.svg"}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-full border border-line object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-ink">{c.username}</p>
                <VerifiedBadge isVerified={c.isVerified} />
              </div>
              <CashBlock customer={c} canClear={canClearCash} onCleared={cleared} />
              <p className="break-words text-ink">{c.email}</p>
              <p className="text-sm text-ink-muted">
                User ID:{" "}
                <Link
                  href={`/admin/Product-detail/${c._id}`}
                  className="font-mono font-semibold break-all text-navy underline underline-offset-4"
                >
                  {c._id}
                  <span className="sr-only">, orders of {c.username}</span>
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <WideTable
        caption="Customers"
        columns={[
          { label: "Picture" },
          { label: "Username" },
          { label: "Email" },
          { label: "Status" },
          { label: "User ID" },
        ]}
      >
        {rows.map((c) => (
          <tr key={c._id} className="border-b border-line last:border-0" data-testid="customer-row">
            <td className="px-5 py-3">
              <img
                src={c.filepath ?? "/avatar-default.svg"}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border border-line object-cover"
              />
            </td>
            <th scope="row" className="px-5 py-3 font-semibold text-ink">
              {c.username}
            </th>
            <td className="px-5 py-3 text-ink [overflow-wrap:anywhere]">{c.email}</td>
            <td className="px-5 py-3">
              <VerifiedBadge isVerified={c.isVerified} />
              <div className="mt-2">
                <CashBlock customer={c} canClear={canClearCash} onCleared={cleared} />
              </div>
            </td>
            <td className="px-5 py-3">
              <Link
                href={`/admin/Product-detail/${c._id}`}
                className="font-mono text-sm font-semibold text-navy underline underline-offset-4 hover:text-brand-strong"
                data-testid="customer-orders-link"
              >
                {c._id}
                <span className="sr-only">, orders of {c.username}</span>
              </Link>
            </td>
          </tr>
        ))}
      </WideTable>
      {rows.length === 0 ? <p className="px-5 pb-5 text-ink-muted">No customer matches “{query}”.</p> : null}
    </div>
  );
}
