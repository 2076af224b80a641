import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "lib/db/generated/**", "public/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Menu pictures are local SVGs served as they are; next/image would add nothing.
      "@next/next/no-img-element": "off",
    },
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
              message: "Import test and expect from e2e/support/fixtures.ts, which watches every page for CSP violations.",
            },
          ],
        },
      ],
    },
  },
]);
