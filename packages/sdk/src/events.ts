export type Listener<T> = (value: T) => void;

/** Minimal synchronous emitter; a throwing listener must not stop the others. */
export interface Emitter<T> {
  on(listener: Listener<T>): () => void;
  emit(value: T): void;
}

export function createEmitter<T>(onListenerError?: (error: unknown) => void): Emitter<T> {
  const listeners = new Set<Listener<T>>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          onListenerError?.(error);
        }
      }
    },
  };
}
