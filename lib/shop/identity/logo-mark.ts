// An uploaded logo is stored 480 px wide and, for the site's header and footer, 128 px wide, under
// names that say so (decision 077). One uploaded before has no small copy and is shown as it is.

const STORED_WITH_MARK = /-w480\.webp$/;

/** The file the header and footer show the logo from: its 128 px copy when it has one. */
export function logoMarkPath(logoPath: string | null): string | null {
  return logoPath === null ? null : logoPath.replace(STORED_WITH_MARK, "-w128.webp");
}
