import "server-only";

export { getFile, publicUrl, putFile } from "./files";
export { isAcceptedImage, toWebp, toWebps } from "./images";
