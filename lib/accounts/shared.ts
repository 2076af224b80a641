export { AVATAR_MAX_BYTES, AVATAR_TOO_BIG_MESSAGE } from "./avatar-rules";
export { INVALID_PHONE_MESSAGE, formatUkPhone, normaliseUkPhone } from "./phone";
