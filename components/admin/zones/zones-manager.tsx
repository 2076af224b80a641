"use client";

import { useState } from "react";
import { createZone, deleteZone, updateZone, type TAdminZoneDto } from "@/lib/api/admin/zones/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { EntityRows } from "../entity-rows";
import { EMPTY_ZONE, toZoneBody, ZONE_FIELDS, ZoneForm, zoneToValues, type TZoneFormValues } from "./zone-form";

const byActiveThenName = (a: TAdminZoneDto, b: TAdminZoneDto) =>
  Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name);

/** The delivery zones: the list with edit and delete, and a form for a new one. */
export function ZonesManager({ initial, currency }: { initial: TAdminZoneDto[]; currency: string }) {
  const [zones, setZones] = useState(initial);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const money = (major: number) => formatMoney(toMinor(major), currency);

  async function save(id: string | null, values: TZoneFormValues): Promise<Record<string, string> | null> {
    const body = toZoneBody(values);
    const answer = id ? await callApi(updateZone, { params: { id }, body }) : await callApi(createZone, { body });
    if (!answer.body.success || !answer.body.data) {
      const fields = fieldErrorsOf(answer.body, ZONE_FIELDS);
      setAnnouncement(Object.keys(fields).length ? "Check the highlighted fields." : answer.body.message);
      return fields;
    }
    const saved = answer.body.data;
    setZones((current) => [...current.filter((z) => z._id !== saved._id), saved].sort(byActiveThenName));
    setEditingId(null);
    setAnnouncement(id ? `Zone "${saved.name}" saved.` : `Zone "${saved.name}" created.`);
    return null;
  }

  async function remove(zone: TAdminZoneDto) {
    if (
      !window.confirm(
        `Delete the zone "${zone.name}"? Its addresses can no longer be delivered to. Orders keep its name.`,
      )
    )
      return;
    const { body } = await callApi(deleteZone, { params: { id: zone._id } });
    if (body.success) {
      setZones((current) => current.filter((z) => z._id !== zone._id));
      setAnnouncement(`Zone "${zone.name}" deleted.`);
    } else {
      setAnnouncement(`Could not delete "${zone.name}": ${body.message}`);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="zones-list-heading" className="overflow-hidden rounded-2xl border border-line bg-white">
        <h2 id="zones-list-heading" className="border-b border-line px-5 py-4 text-lg font-bold text-ink">
          Zones
        </h2>
        <EntityRows isEmpty={zones.length === 0} empty="No delivery zones: customers can only collect.">
          {zones.map((zone) => (
            <li key={zone._id} className="space-y-3 p-5" data-testid="zone-row">
              {editingId === zone._id ? (
                <ZoneForm
                  initial={zoneToValues(zone)}
                  submitLabel="Save zone"
                  onSave={(values) => save(zone._id, values)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-lg font-bold text-ink">{zone.name}</h3>
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${zone.isActive ? "bg-green-100 text-green-900" : "bg-surface text-ink-muted"}`}
                      >
                        {zone.isActive ? "Active" : "Inactive"}
                      </span>
                    </div>
                    <p className="text-ink">
                      Delivery {money(zone.deliveryFee)} · minimum order {money(zone.minimumOrder)}
                      {zone.extraMinutes ? ` · +${zone.extraMinutes} min` : ""}
                    </p>
                    <p className="break-words text-sm text-ink-muted">{zone.outwardCodes.join(", ")}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button
                      type="button"
                      onClick={() => setEditingId(zone._id)}
                      className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
                    >
                      Edit<span className="sr-only"> {zone.name}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => void remove(zone)}
                      className="inline-flex min-h-11 items-center rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-800 hover:text-white"
                    >
                      Delete<span className="sr-only"> {zone.name}</span>
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </EntityRows>
      </section>
      <section aria-labelledby="new-zone-heading" className="h-fit rounded-2xl border border-line bg-white p-5">
        <h2 id="new-zone-heading" className="mb-4 text-lg font-bold text-ink">
          New zone
        </h2>
        <ZoneForm initial={EMPTY_ZONE} submitLabel="Create zone" onSave={(values) => save(null, values)} />
      </section>
    </div>
  );
}
