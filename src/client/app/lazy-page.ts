import { createElement, lazy, type ComponentType } from 'react';

/** A module loader that fetches once (again after a failure) and can be asked ahead of time; a failed preload is ignored. */
export type Preloadable<T> = (() => Promise<T>) & { preload: () => Promise<void> };

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(loadOnce, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  /** After a failed download, makes the next render fetch the page anew (React.lazy keeps a rejected import for good). */
  retry: () => void;
};

/** A lazily loaded page that can also be fetched ahead of time, and fetched again after its download failed. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const loader = preloadable(load);
  let failed = false;
  const attempt = () => {
    const loading = loader();
    loading.catch(() => void (failed = true));
    return loading;
  };
  let Current = lazy(attempt);
  const Page = () => createElement(Current);
  return Object.assign(Page, {
    preload: loader.preload,
    retry: () => {
      if (!failed) return;
      failed = false;
      Current = lazy(attempt);
    },
  });
}
