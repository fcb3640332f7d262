type MaybePromise<T> = T | Promise<T>;

/**
 * The one storage shape the SDK needs: localStorage's three methods, each allowed to be sync or async
 * so React Native's AsyncStorage or a server-side store can be plugged in unchanged.
 */
export interface StorageAdapter {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
}
