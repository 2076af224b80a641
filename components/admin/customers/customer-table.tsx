"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { clearCashBlock, type TAdminCustomerDto } from "@/lib/api/admin/customers/contract";
import { customerListHref, customerSearchText } from "@/lib/accounts/shared";
import { callApi } from "@/lib/api/client";
import { EmailAddress } from "@/components/ui/email-address";
import { listLinkClass, PageLinks } from "../page-links";
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

const figure = (n: number) => n.toLocaleString("en-GB");
const countOf = (n: number) => `${figure(n)} ${n === 1 ? "customer" : "customers"}`;

function shownRange(pageCount: number, first: number, rows: number): string {
  return pageCount > 1 ? ` Showing ${figure(first)}–${figure(first + rows - 1)}.` : "";
}

/** What the list says above its rows: a search under way, its result, or the list itself. */
function summaryOf(s: {
  typed: string;
  searched: string;
  onlyCashStopped: boolean;
  whose: string;
  total: number;
  shown: string;
}): string {
  if (s.typed !== s.searched) return `Searching every customer${s.whose} for “${s.typed}”…`;
  if (s.searched)
    return `${countOf(s.total)}${s.whose} ${s.total === 1 ? "matches" : "match"} “${s.searched}”.${s.shown}`;
  if (!s.onlyCashStopped)
    return `${countOf(s.total)}, newest first.${s.shown} Choose an id to see that customer's orders.`;
  if (s.total === 0) return "No customer's cash is stopped.";
  return `${countOf(s.total)}${s.whose}: they pay by card until you allow cash again.${s.shown}`;
}

// Searching waits for the admin to stop typing: each search asks the server for every customer.
const SEARCH_AFTER_MS = 300;

/**
 * A page of the shop's customers, newest first. The top bar's search narrows the rows on the page
 * at once and, when the admin stops typing, asks the server for every customer who matches.
 */
export function CustomerTable({
  customers: pageRows,
  total,
  page,
  pageCount,
  firstNumber,
  searched,
  onlyCashStopped,
  cashStopped,
  canClearCash = false,
}: {
  customers: TAdminCustomerDto[];
  total: number;
  page: number;
  pageCount: number;
  firstNumber: number;
  /** What the server searched for: the page's `q`. */
  searched: string;
  /** Only the customers whose cash is stopped (`?cash=stopped`). */
  onlyCashStopped: boolean;
  /** How many customers' cash is stopped, wherever they are in the list. */
  cashStopped: number;
  canClearCash?: boolean;
}) {
  const router = useRouter();
  const { query, setQuery } = useAdminSearch();
  const [searching, startSearch] = useTransition();
  const [clearedIds, setClearedIds] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const typed = customerSearchText(query);

  // A link or a bookmark with a search shows it in the search box.
  useEffect(() => {
    if (searched) setQuery(searched);
    // Only on arrival: afterwards the box leads and the page follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (typed === searched) return;
    const timer = setTimeout(
      () => startSearch(() => router.replace(customerListHref(1, typed, onlyCashStopped), { scroll: false })),
      SEARCH_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, searched, onlyCashStopped, router]);

  const customers = pageRows.map((c) =>
    clearedIds.includes(c._id) ? { ...c, cashNotCollected: 0, cashBlocked: false } : c,
  );
  const rows = customers.filter((c) => matchesSearch(query, c.username, c.email, c._id));
  const cleared = (id: string, message: string) => {
    setClearedIds((ids) => [...ids, id]);
    setAnnouncement(message);
  };

  if (total === 0 && !searched && !typed && !onlyCashStopped) {
    return (
      <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">No customers have signed up yet.</p>
    );
  }

  const whose = onlyCashStopped ? " whose cash is stopped" : "";
  const summary = summaryOf({
    typed,
    searched,
    onlyCashStopped,
    whose,
    total,
    shown: shownRange(pageCount, firstNumber, pageRows.length),
  });
  const filter = onlyCashStopped ? (
    <Link href={customerListHref(1, searched, false)} className={listLinkClass}>
      Show every customer
    </Link>
  ) : cashStopped > 0 ? (
    <Link href={customerListHref(1, searched, true)} className={listLinkClass} data-testid="cash-stopped-filter">
      Show only the {countOf(cashStopped)} whose cash is stopped
    </Link>
  ) : null;

  return (
    <div className="rounded-2xl border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-4 pb-3">
        <p className="text-ink-muted" role="status" aria-busy={searching || typed !== searched}>
          {summary}
        </p>
        {filter}
      </div>
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
              <p className="text-ink">
                <EmailAddress address={c.email} />
              </p>
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
          // The picture gives way first: below 1280 px its room keeps a long address's words whole.
          { label: "Picture", className: "hidden xl:table-cell" },
          { label: "Username" },
          { label: "Email" },
          { label: "Status" },
          { label: "User ID" },
        ]}
      >
        {rows.map((c) => (
          <tr key={c._id} className="border-b border-line last:border-0" data-testid="customer-row">
            <td className="hidden px-5 py-3 xl:table-cell">
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
            <td className="px-5 py-3 text-ink">
              <EmailAddress address={c.email} />
            </td>
            <td className="px-5 py-3">
              <VerifiedBadge isVerified={c.isVerified} />
              <div className="mt-2">
                <CashBlock customer={c} canClear={canClearCash} onCleared={cleared} />
              </div>
            </td>
            <td className="px-5 py-3">
              <Link
                href={`/admin/Product-detail/${c._id}`}
                className="inline-flex min-h-11 items-center font-mono text-sm font-semibold text-navy underline underline-offset-4 hover:text-brand-strong"
                data-testid="customer-orders-link"
              >
                {c._id}
                <span className="sr-only">, orders of {c.username}</span>
              </Link>
            </td>
          </tr>
        ))}
      </WideTable>
      {searched && rows.length === 0 && typed === searched ? (
        <p className="px-5 pb-5 text-ink-muted">{`No customer${whose} matches “${searched}”.`}</p>
      ) : null}
      <PageLinks
        label="Pages of the customer list"
        page={page}
        pageCount={pageCount}
        href={(n) => customerListHref(n, searched, onlyCashStopped)}
      />
    </div>
  );
}
