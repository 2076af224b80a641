/** Where uploaded files are kept. Keys are validated by the caller (lib/platform/storage/files.ts). */
export type FileStore = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
};
