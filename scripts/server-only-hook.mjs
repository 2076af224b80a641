// `node --import` this before running a script that uses lib/ modules marked "server-only".
// Outside Next.js that marker package throws by design; a standalone server process (the job
// worker) is server-side by definition, so the marker resolves to an empty module here.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      "export async function resolve(specifier, context, next) {" +
        ' if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };' +
        " return next(specifier, context); }",
    ),
);
