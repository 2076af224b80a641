// Folder-level architecture of lib/: each folder is one domain, and domains depend on each
// other without cycles (a cycle between folders means two domains that are really one, or a
// rule in the wrong place). `npm run lint` runs this with lib/<folder> collapsed to one node.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "Domains under lib/ must not depend on each other in a circle.",
      severity: "error",
      from: { path: "^lib/" },
      to: { circular: true },
    },
    {
      name: "platform-knows-no-domain",
      comment:
        "lib/platform is what every domain stands on (db, http, config, time...): it imports no domain and not the API contract.",
      severity: "error",
      from: { path: "^lib/platform/" },
      to: { path: "^lib/(?!platform/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next|lib/platform/db/generated)/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // lib/api/<tree>/<area> is an area of its own; every other lib/<folder> is one domain.
    collapse: "^lib/(api/[^/]+/[^/]+|platform/[^/.]+|[^/]+)",
  },
};
