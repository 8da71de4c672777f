// Code fetched on demand, often used synchronously once it is here (the banners render from it).
// One fetch at a time, kept once loaded, and tried again on the next call after a failure (a flaky
// connection must not make the failure permanent).
export type LazyModule<M> = {
  /** The module, fetching it if needed. */
  load: () => Promise<M>;
  /** The module if it has arrived, without fetching it. */
  current: () => M | undefined;
};

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}
