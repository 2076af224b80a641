export function OfferBanner() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold text-ink-muted">Special offer</p>
        <h3 className="mt-1 text-2xl font-extrabold text-ink">First Order Discount</h3>
        <p className="mt-1 text-ink">Treat yourself to 20% off when you place your first order with us.</p>
      </div>
      <p className="shrink-0 rounded-xl bg-navy px-5 py-3 text-3xl font-extrabold text-brand">-20%</p>
    </div>
  );
}
