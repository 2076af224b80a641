import { notFound, redirect } from "next/navigation";

// The account routes keep the spec's spelling (/auth/NewPassword...), and its own links
// also use other cases (/auth/newPassword). Any casing of a known route lands on the real one.
// A catch-all instead of second folders: folders differing only in case break on macOS and Windows.
const CANONICAL: Record<string, { segment: string; takesToken: boolean }> = {
  signup: { segment: "SignUp", takesToken: false },
  forgottepassword: { segment: "ForgottePassword", takesToken: false },
  newpassword: { segment: "NewPassword", takesToken: true },
  verifyemail: { segment: "verifyemail", takesToken: true },
};

type TAuthAliasPageProps = {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function AuthAliasPage({ params, searchParams }: TAuthAliasPageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const [first = "", ...rest] = slug;
  const route = CANONICAL[first.toLowerCase()];
  if (!route || first === route.segment || rest.length > (route.takesToken ? 1 : 0)) notFound();

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  const path = ["", "auth", route.segment, ...rest.map(encodeURIComponent)].join("/");
  redirect(search.size ? `${path}?${search}` : path);
}
