import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Each module of lib/ is entered through its doors: index.ts for server code, shared.ts for code
// the browser may load too. Inside a module, files import each other directly, never their own
// door (that would make a cycle). Tests are held to it as well.
const DOMAINS = ["menu", "ordering", "shop", "accounts", "promotions", "mail", "jobs", "seed", "printing", "alerts"];
const PLATFORM = ["config", "db", "db-setup", "http", "storage", "cache", "security", "queue", "time"];
const doorZones = [
  ...DOMAINS.map((d) => ({ module: d, outside: ["./!(lib)/**/*", "./*.ts", `./lib/!(${d})/**/*`, "./lib/*.ts"] })),
  ...PLATFORM.map((p) => ({
    module: `platform/${p}`,
    outside: [
      "./!(lib)/**/*",
      "./*.ts",
      "./lib/!(platform)/**/*",
      "./lib/*.ts",
      `./lib/platform/!(${p})/**/*`,
      "./lib/platform/*.ts",
    ],
  })),
].map(({ module, outside }) => ({
  target: outside,
  from: `./lib/${module}`,
  except: ["./index.ts", "./shared.ts", "./forms.ts"],
  message: `Enter lib/${module} through its door: @/lib/${module} (server code) or @/lib/${module}/shared (any code).`,
}));

// The storefront's links fetch their page when the visitor shows intent, not when they are on
// screen (decision 070): components/ui/intent-link.tsx. The admin keeps Next's default.
const NEXT_LINK = {
  name: "next/link",
  importNames: ["default"],
  message: "Use IntentLink from @/components/ui/intent-link: it fetches the page on intent (decision 070).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "dist/**",
    "lib/platform/db/generated/**",
    "public/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Menu pictures are local SVGs served as they are; next/image would add nothing.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // Layers (as bulletproof-react draws them): lib holds the rules and knows no UI; the API
    // contract (lib/api) maps the wire to the domain, never the other way round. Cycles between
    // lib's folders are caught by dependency-cruiser (.dependency-cruiser.cjs, in `npm run lint`).
    files: ["**/*.ts", "**/*.tsx"],
    // Tests may call route handlers from beside the code they test.
    ignores: ["**/*.test.ts"],
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib", from: "./components", message: "lib holds the rules and never imports UI." },
            { target: "./lib", from: "./app", message: "lib never imports pages or route handlers." },
            { target: "./components", from: "./app", message: "Components never import pages or route handlers." },
            {
              target: ["./lib/!(api)/**/*"],
              from: "./lib/api",
              message: "Domain code does not know the wire: lib/api imports the domain, not the other way round.",
            },
            ...doorZones,
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import/no-restricted-paths": ["error", { zones: doorZones }] },
  },
  // Inside a module its files import each other relatively: a path through @/lib/<module> is its
  // door, or reads like a way in from outside (CODE_STYLE, "Doors").
  ...DOMAINS.map((d) => ({
    files: [`lib/${d}/**/*.ts`, `lib/${d}/**/*.tsx`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [`@/lib/${d}`, `@/lib/${d}/*`],
              message: `Inside lib/${d}, import its files relatively (./ or ../).`,
            },
          ],
        },
      ],
    },
  })),
  {
    // One import line per module: a door is one place, so it is imported once.
    files: ["**/*.ts", "**/*.tsx"],
    rules: { "import/no-duplicates": ["error", { "prefer-inline": true }] },
  },
  {
    // One module owns the shop's time zone and the date library (cal.com's packages/dayjs).
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/platform/time/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "luxon", message: "Use @/lib/platform/time: it owns the zone and luxon." }] },
      ],
    },
  },
  {
    // The storefront calls endpoints through their routes (lib/api/route.ts): a contract's endpoint
    // brings zod and every schema to the page. Its form schemas (Z...) and constants may come.
    files: ["components/**/*.ts", "components/**/*.tsx"],
    ignores: ["components/admin/**", "components/ui/intent-link.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [NEXT_LINK],
          patterns: [
            {
              group: ["@/lib/api/store/*/contract", "@/lib/api/store/*/viewer-contract"],
              importNamePattern: "^[a-z]",
              allowTypeImports: true,
              message:
                "Call the endpoint through @/lib/api/store/<area>/routes: the contract brings zod to the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/admin/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [NEXT_LINK] }] },
  },
  {
    // Specs take test/expect from the fixture that fails a test on any CSP violation.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message:
                "Import test and expect from e2e/support/fixtures.ts, which watches every page for CSP violations.",
            },
          ],
        },
      ],
    },
  },
]);
