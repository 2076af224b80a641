import Link from "next/link";

// Inside the admin shell, so an unknown customer or menu entry keeps the side menu.
export default function AdminNotFound() {
  return (
    <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">Not found</h1>
      <p className="mt-2 text-ink-muted">
        There is nothing at this address: it may have been deleted, or the link may be mistyped.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href="/admin/dashboard"
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
        >
          Go to the dashboard
        </Link>
        <Link
          href="/admin/order-list"
          className="inline-flex min-h-11 items-center rounded-full border border-navy/30 px-5 font-semibold text-navy hover:bg-surface"
        >
          Customers
        </Link>
      </div>
    </div>
  );
}
