import { routeOf } from "../../route";
import type * as contract from "./contract";
import type * as viewer from "./viewer-contract";

// The browser's handles on this area's endpoints (lib/api/route.ts): no zod comes with them.

export const signOut = routeOf<typeof contract.signOut>("POST", "/api/auth/SignOut");
export const verifyEmail = routeOf<typeof contract.verifyEmail>("GET", "/api/auth/verifyemail/[token]");
export const signUp = routeOf<typeof contract.signUp>("POST", "/api/auth/SignUp");
export const resendVerification = routeOf<typeof contract.resendVerification>("POST", "/api/auth/resendVerification");
export const signIn = routeOf<typeof contract.signIn>("POST", "/api/auth/SignIn");
export const forgotPassword = routeOf<typeof contract.forgotPassword>("POST", "/api/auth/forgopassword");
export const resetPassword = routeOf<typeof contract.resetPassword>("POST", "/api/auth/resetpassword/[token]");
export const updateContact = routeOf<typeof contract.updateContact>("PUT", "/api/auth/user/contact");
export const getViewer = routeOf<typeof viewer.getViewer>("GET", "/api/auth/viewer");
