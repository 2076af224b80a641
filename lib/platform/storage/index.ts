import "server-only";

export { getFile, publicUrl, putFile, widthKey } from "./files";
export { isAcceptedImage, toWebp, toWebps } from "./images";
