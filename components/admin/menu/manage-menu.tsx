"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { deleteCategory, deleteCategoryItem, deleteSubcategory } from "@/lib/api/admin/menu/contract";
import { callApi } from "@/lib/api/client";
import { listCategoryItems, listSubcategories, type TCategoryDto } from "@/lib/api/store/catalogue/contract";
import {
  toAdminDishList,
  toAdminVariantView,
  type AdminDishView,
  type AdminVariantView,
} from "@/lib/api/admin/menu/view";
import { CONTROL_CLASS } from "@/components/ui/form-fields";
import { refusedFieldsOf } from "@/components/ui/use-api-data";
import type { TApiBody } from "@/lib/api/fetch";
import { LoadFailed, type TLoadFailure } from "../load-failed";
import { PlusIcon } from "../icons";
import { matchesSearch, useAdminSearch } from "../shell/search-context";
import { CategoryRow } from "./category-row";
import { ItemCard, SubcategoryCard } from "./entry-cards";
import { MENU_KIND_PARAM, MENU_TYPE_LABELS, parseMenuType, type TMenuType } from "./menu-type";
import { MenuTypeOptions } from "./menu-type-options";
import { useDeleteEntry } from "./use-delete-entry";
import { useMenuList, type TLoadList, type TMenuList } from "./use-menu-list";

const LOAD_FAILED = "The list could not be loaded.";

const failureOf = (status: number, body: TApiBody): TLoadFailure => ({
  httpStatus: status,
  message: body.message,
  fields: refusedFieldsOf(status, body),
});

const loadItems: TLoadList<AdminDishView> = async (categoryId) => {
  const { status, body } = await callApi(listCategoryItems, { params: { categoryId } });
  return body.success && body.data ? { items: toAdminDishList(body.data) } : { failed: failureOf(status, body) };
};

const loadSubcategories: TLoadList<AdminVariantView> = async (categoryId) => {
  const { status, body } = await callApi(listSubcategories, { params: { categoryId } });
  return body.success && body.data
    ? { items: body.data.subcategories.map(toAdminVariantView) }
    : { failed: failureOf(status, body) };
};

type TManageMenuProps = {
  categories: TCategoryDto[];
  currency: string;
  initialType: TMenuType | null;
  initialCategoryId: string | null;
};

function ListState<T>({ list, empty, children }: { list: TMenuList<T>; empty: string; children: ReactNode }) {
  if (list.status === "loading")
    return (
      <p role="status" className="text-ink-muted">
        Loading...
      </p>
    );
  if (list.failed) return <LoadFailed failed={list.failed} fallback={LOAD_FAILED} onRetry={list.retry} />;
  if (list.items.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return children;
}

/**
 * /admin/Managefoodcategory: choose a list (categories, or the items or subcategories of a
 * category), then edit or delete its entries. The choice is kept in the URL.
 */
export function ManageMenu({
  categories: initialCategories,
  currency,
  initialType,
  initialCategoryId,
}: TManageMenuProps) {
  const router = useRouter();
  const pathname = usePathname();
  const { query } = useAdminSearch();
  const { dialog, remove } = useDeleteEntry();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [categories, setCategories] = useState(initialCategories);
  const [type, setType] = useState<TMenuType | null>(initialType);
  const [categoryId, setCategoryId] = useState<string>(initialCategoryId ?? initialCategories[0]?._id ?? "");

  const hasCategory = categories.some((c) => c._id === categoryId);
  const items = useMenuList(type === "item" && hasCategory ? categoryId : null, loadItems);
  const subcategories = useMenuList(type === "subcategory" && hasCategory ? categoryId : null, loadSubcategories);

  function remember(nextType: TMenuType | null, nextCategoryId: string) {
    const params = new URLSearchParams();
    if (nextType) params.set("type", MENU_KIND_PARAM[nextType]);
    if (nextType && nextType !== "category" && nextCategoryId) params.set("category", nextCategoryId);
    const search = params.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  // The deleted entry's button is gone: focus goes to the list's heading.
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  async function removeCategory(category: TCategoryDto) {
    const isDeleted = await remove({
      title: `Delete ${category.Categoryname}?`,
      text: "Its items and their variants (subcategories) are deleted too. Baskets holding them lose those lines; orders already placed are kept. To take it off for a while, mark its dishes sold out or hidden instead.",
      send: () => callApi(deleteCategory, { params: { id: category._id } }),
      doneTitle: "Category removed successfully",
    });
    if (!isDeleted) return;
    setCategories((list) => list.filter((c) => c._id !== category._id));
    focusHeading();
  }

  async function removeItem(item: AdminDishView) {
    const isDeleted = await remove({
      title: `Delete ${item.name}?`,
      text: "It leaves the menu at once. Baskets holding it lose that line; orders already placed are kept. To take it off for a while, mark it sold out or hidden instead.",
      send: () => callApi(deleteCategoryItem, { params: { id: item.id } }),
      doneTitle: "Category item removed successfully",
    });
    if (!isDeleted) return;
    items.update((list) => list.filter((i) => i.id !== item.id));
    focusHeading();
  }

  async function removeSubcategory(subcategory: AdminVariantView) {
    const isDeleted = await remove({
      title: `Delete ${subcategory.name}?`,
      text: "Customers can no longer choose it. Baskets holding it lose that line; orders already placed are kept. To take it off for a while, mark it sold out or hidden instead.",
      send: () => callApi(deleteSubcategory, { params: { id: subcategory.id } }),
      doneTitle: "Subcategory removed successfully",
    });
    if (!isDeleted) return;
    subcategories.update((list) => list.filter((s) => s.id !== subcategory.id));
    focusHeading();
  }

  const categoryName = categories.find((c) => c._id === categoryId)?.Categoryname ?? "";
  const listTitle =
    type === "category"
      ? "Categories"
      : type === "item"
        ? `Items of ${categoryName}`
        : `Subcategories of ${categoryName}`;
  const addHref =
    type === "category"
      ? "/admin/Foods?type=category"
      : `/admin/Foods?type=${type && MENU_KIND_PARAM[type]}&category=${encodeURIComponent(categoryId)}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor="manage-type" className="mb-1.5 block font-semibold text-ink">
            List
          </label>
          <select
            id="manage-type"
            value={type ? MENU_KIND_PARAM[type] : ""}
            data-testid="manage-type"
            onChange={(event) => {
              const next = parseMenuType(event.target.value);
              setType(next);
              remember(next, categoryId);
            }}
            className={CONTROL_CLASS}
          >
            <option value="">Choose a list</option>
            <MenuTypeOptions />
          </select>
        </div>
        {type === "item" || type === "subcategory" ? (
          <div className="w-full max-w-xs">
            <label htmlFor="manage-category" className="mb-1.5 block font-semibold text-ink">
              Category
            </label>
            <select
              id="manage-category"
              value={hasCategory ? categoryId : ""}
              data-testid="manage-category"
              onChange={(event) => {
                setCategoryId(event.target.value);
                remember(type, event.target.value);
              }}
              className={CONTROL_CLASS}
            >
              {hasCategory ? null : <option value="">Choose a category</option>}
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.Categoryname}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {type === null ? (
        <p className="rounded-2xl border border-dashed border-ink-muted/50 bg-white p-6 text-ink-muted">
          Choose a list to see its entries: the categories, or the items or subcategories of a category.
        </p>
      ) : (
        <section
          aria-labelledby="manage-list-heading"
          className="rounded-2xl border border-line bg-white/60 p-4 sm:p-6"
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2
              id="manage-list-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-extrabold text-ink outline-none"
            >
              {listTitle}
            </h2>
            {type === "category" || hasCategory ? (
              <Link
                href={addHref}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand px-4 font-bold text-navy hover:bg-brand-strong"
              >
                <PlusIcon className="size-4" />
                Add {MENU_TYPE_LABELS[type].toLowerCase()}
              </Link>
            ) : null}
          </div>
          {type === "category" ? (
            categories.length === 0 ? (
              <p className="text-ink-muted">No categories yet.</p>
            ) : (
              <ul className="grid gap-2 lg:grid-cols-2" data-testid="category-list">
                {categories
                  .filter((c) => matchesSearch(query, c.Categoryname))
                  .map((c) => (
                    <CategoryRow
                      key={c._id}
                      category={c}
                      onDelete={removeCategory}
                      onRenamed={(renamed) =>
                        setCategories((list) => list.map((x) => (x._id === renamed._id ? renamed : x)))
                      }
                    />
                  ))}
              </ul>
            )
          ) : !hasCategory ? (
            <p className="text-ink-muted">Choose a category.</p>
          ) : type === "item" ? (
            <ListState list={items} empty="This category has no items yet.">
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="item-list">
                {items.items
                  .filter((i) => matchesSearch(query, i.name, i.description))
                  .map((item) => (
                    <ItemCard key={item.id} item={item} currency={currency} onDelete={removeItem} />
                  ))}
              </ul>
            </ListState>
          ) : (
            <ListState list={subcategories} empty="This category has no subcategories yet.">
              <ul
                className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-4"
                data-testid="subcategory-list"
              >
                {subcategories.items
                  .filter((s) => matchesSearch(query, s.name))
                  .map((s) => (
                    <SubcategoryCard key={s.id} subcategory={s} onDelete={removeSubcategory} />
                  ))}
              </ul>
            </ListState>
          )}
        </section>
      )}
      {dialog}
    </div>
  );
}
