// In place of Node's `process` emulation (next/dist/compiled/process, 0.7 KB as sent) in the
// storefront's first scripts: see decision 090. In a browser the only use left is React's
// report of an uncaught error, which takes window.reportError and reaches `process` only where
// that is missing.
export const env = {};
export const browser = true;
