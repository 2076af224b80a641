// In place of Next.js's module polyfills (next/dist/build/polyfills/polyfill-module): every
// browser Next.js supports has what it fills in (decision 090).
