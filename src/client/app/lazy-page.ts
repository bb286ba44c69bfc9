import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/** A lazily loaded page that can also be fetched ahead of time; a failed preload is ignored. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => loadOnce().then(
      () => undefined,
      () => undefined,
    ),
  });
}
