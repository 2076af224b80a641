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
]);
