import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/** A lazily loaded page that can also be fetched ahead of time. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const loader = preloadable(load);
  return Object.assign(lazy(loader), { preload: loader.preload });
}
