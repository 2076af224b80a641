import "server-only";

export { decideCors } from "./cors";
export { createNonce } from "./nonce";
export { describeOriginProblem, splitList } from "./origins";
export { buildPageSecurityHeaders } from "./security-headers";
export { UNSAFE_METHODS, decideWriteOrigin } from "./write-origin";
