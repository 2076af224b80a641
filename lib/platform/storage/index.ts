import "server-only";

export { getFile, putFile } from "./files";
export { isAcceptedImage, toWebp } from "./images";
