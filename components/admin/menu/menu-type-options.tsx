import { MENU_KIND_PARAM, MENU_TYPE_LABELS, type TMenuType } from "./menu-type";

/** The three kinds of menu entry as a select's options, valued as the page's query names them. */
export function MenuTypeOptions() {
  return (
    <>
      {(Object.keys(MENU_TYPE_LABELS) as TMenuType[]).map((t) => (
        <option key={t} value={MENU_KIND_PARAM[t]}>
          {MENU_TYPE_LABELS[t]}
        </option>
      ))}
    </>
  );
}
