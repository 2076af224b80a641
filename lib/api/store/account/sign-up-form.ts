import "server-only";
import { AppError } from "@/lib/platform/errors";
import { readForm, parseWith } from "@/lib/platform/http";
import { signUp, ZSignUpFieldsSchema } from "./contract";

/** The sign-up form: its text fields checked by the contract, and the optional picture as bytes. */
export async function readSignUpForm(req: Request) {
  const form = await readForm(req, signUp.form.maxBytes);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = parseWith(ZSignUpFieldsSchema, {
    username: text("username"),
    email: text("email"),
    password: text("password"),
  });
  const image = form.get("image");
  if (typeof image === "string" && image !== "") {
    throw AppError.invalidInput("Check the highlighted fields and try again.", { image: "The image must be a file." });
  }
  const picture = image instanceof File && image.size > 0 ? Buffer.from(await image.arrayBuffer()) : null;
  // Additive (issue 25): the page the visitor was going to, carried by the verification link.
  return { fields, picture, next: text("next") ?? null };
}
