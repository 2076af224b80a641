"use client";

import { formatUkPhone } from "@/lib/accounts/shared";
import type { AdminOrderView } from "@/lib/api/admin/orders/view";

/** Who to call and how to get in (issue 12): rows for a <dl> on the board and the order view. */
export function OrderContactRows({ contact }: { contact: AdminOrderView["contact"] }) {
  return (
    <>
      {contact.name || contact.phone ? (
        <div data-testid="order-contact">
          <dt className="text-ink-muted">Call</dt>
          <dd className="text-ink">
            {contact.name ?? "No name"}
            {contact.phone ? (
              <>
                {" · "}
                <a
                  href={`tel:${contact.phone}`}
                  className="inline-flex min-h-11 items-center font-semibold text-navy underline"
                >
                  {formatUkPhone(contact.phone)}
                </a>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {contact.riderNotes ? (
        <div data-testid="order-rider-notes">
          <dt className="text-ink-muted">Rider notes</dt>
          <dd className="font-medium text-ink">{contact.riderNotes}</dd>
        </div>
      ) : null}
      {contact.zone ? (
        <div>
          <dt className="text-ink-muted">Zone</dt>
          <dd className="text-ink">
            {contact.zone}
            {contact.postcode ? ` (${contact.postcode})` : ""}
          </dd>
        </div>
      ) : null}
    </>
  );
}
