import Link from "next/link";
import { formatMoney, toMinor } from "@/lib/platform/money";
import { EditIcon, ImageIcon, TrashIcon } from "../icons";
import type { AdminDishView, AdminVariantView } from "@/lib/api/admin/menu/view";
import { SIZE_LABELS, pictureSources } from "@/lib/menu/shared";
import { AvailabilityToggle } from "./availability-toggle";

const EDIT_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-navy/30 px-4 font-semibold text-navy hover:bg-surface";
const DELETE_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-red-700/50 px-4 font-semibold text-red-800 hover:bg-red-50";

/** The lists' columns (manage-menu.tsx), as widths of the screen: a little over, never under. */
const ITEM_LIST_SIZES = "(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw";
const VARIANT_LIST_SIZES = "(min-width: 1536px) 25vw, (min-width: 1024px) 33vw, 50vw";

function Picture({ src, sizes }: { src: string | null; sizes: string }) {
  return src ? (
    <img {...pictureSources(src, sizes)} alt="" className="aspect-[4/3] w-full rounded-xl bg-surface object-cover" />
  ) : (
    <span className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-surface text-ink-muted">
      <ImageIcon className="size-10" />
      <span className="sr-only">No picture</span>
    </span>
  );
}

type TItemCardProps = { item: AdminDishView; currency: string; onDelete: (item: AdminDishView) => void };

/** An item with its picture, description, a price per size (each opening the edit form), Edit and Delete. */
export function ItemCard({ item, currency, onDelete }: TItemCardProps) {
  const editHref = `/admin/Foods/${item.id}`;
  return (
    <li
      className="flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm"
      data-testid="item-card"
      data-item-id={item.id}
    >
      <Picture src={item.image} sizes={ITEM_LIST_SIZES} />
      <h3 className="mt-3 text-lg font-bold text-ink">{item.name}</h3>
      <p className="mt-1 flex-1 text-sm text-ink-muted">{item.description}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2" aria-label={`Prices of ${item.name}`}>
        {item.pricing.map((p) => (
          <li key={p.size}>
            <Link
              href={`${editHref}#price-${p.size}`}
              className="relative flex min-h-11 flex-col items-center justify-center rounded-xl bg-brand-soft px-2 py-1 text-center text-navy ring-1 ring-brand hover:bg-brand"
              data-testid="item-price"
            >
              <span className="text-xs font-semibold">{SIZE_LABELS[p.size]}</span>{" "}
              <span className="text-sm font-bold">{formatMoney(toMinor(p.price), currency)}</span>
              <span className="sr-only">, change the price</span>
            </Link>
          </li>
        ))}
      </ul>
      <AvailabilityToggle type="item" id={item.id} name={item.name} initial={item} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={editHref} className={EDIT_CLASS}>
          <EditIcon className="size-4" />
          Edit<span className="sr-only"> {item.name}</span>
        </Link>
        <button type="button" onClick={() => onDelete(item)} className={DELETE_CLASS}>
          <TrashIcon className="size-4" />
          Delete<span className="sr-only"> {item.name}</span>
        </button>
      </div>
    </li>
  );
}

type TSubcategoryCardProps = { subcategory: AdminVariantView; onDelete: (subcategory: AdminVariantView) => void };

export function SubcategoryCard({ subcategory, onDelete }: TSubcategoryCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="subcategory-card">
      <Picture src={subcategory.image} sizes={VARIANT_LIST_SIZES} />
      <h3 className="mt-3 flex-1 text-lg font-bold text-ink">{subcategory.name}</h3>
      {subcategory.coverImage ? <p className="text-sm text-ink-muted">Has a cover picture</p> : null}
      <AvailabilityToggle type="subcategory" id={subcategory.id} name={subcategory.name} initial={subcategory} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={`/admin/Foods/${subcategory.id}`} className={EDIT_CLASS}>
          <EditIcon className="size-4" />
          Edit<span className="sr-only"> {subcategory.name}</span>
        </Link>
        <button type="button" onClick={() => onDelete(subcategory)} className={DELETE_CLASS}>
          <TrashIcon className="size-4" />
          Delete<span className="sr-only"> {subcategory.name}</span>
        </button>
      </div>
    </li>
  );
}
