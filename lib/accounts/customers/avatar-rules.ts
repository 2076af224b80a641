// The spec's limit on a profile picture, checked by the sign-up form and by the server.

export const AVATAR_MAX_BYTES = 100_000;
export const AVATAR_TOO_BIG_MESSAGE = "Image must be under 100KB";
