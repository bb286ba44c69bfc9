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
  let failed: unknown = null;
  const attempt = () => {
    const loading = loader();
    loading.catch((error: unknown) => void (failed = error ?? new Error('failed')));
    return loading;
  };
  let Current = lazy(attempt);
  const Page = () => createElement(Current);
  return Object.assign(Page, {
    preload: loader.preload,
    retry: () => {
      if (!failed) return;
      // Chromium (150 on) keeps a module whose download failed as failed for the rest of the document, so importing it
      // again cannot succeed: only loading the page afresh fetches it anew.
      if (isModuleFetchFailure(failed)) {
        window.location.reload();
        return;
      }
      failed = null;
      Current = lazy(attempt);
    },
  });
}

/** The browser's own error for a code file that did not arrive (not an error thrown by the module's code). */
function isModuleFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|importing a module script failed|error loading dynamically imported module/i.test(error.message);
}
