/**
 * Caches one computed value for a short time. Writers on this node call `invalidate()`; other
 * web nodes see a change within `ttlMs`.
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>) {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    async get(): Promise<T> {
      if (value && Date.now() - value.at < ttlMs) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    invalidate() {
      value = undefined;
    },
  };
}
