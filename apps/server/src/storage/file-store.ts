/** Where uploaded and generated files live. Local disk today; an object store can implement it later. */
export interface FileStore {
  /** Stores bytes under a relative key like `avatars/2026/11/abc.png`; returns the public URL (`/files/...`). */
  put(key: string, data: Buffer | string): Promise<string>;
  /** Reads a stored file back (null when absent). */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Public URL of a key without storing anything. */
  urlOf(key: string): string;
}
