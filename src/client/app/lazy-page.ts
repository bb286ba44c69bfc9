import { createElement, lazy, type ComponentType } from 'react';

/**
 * A module loader that fetches once (again after a failure) and can be asked ahead of time; a failed preload is
 * ignored. `now` answers a module that has arrived without waiting (see `lazyOf`).
 */
export type Preloadable<T> = (() => Promise<T>) & { preload: () => Promise<void>; now: () => PromiseLike<T> };

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined;
  let arrived: { value: T } | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (value) => {
        arrived = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loadOnce, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
    now: () => (arrived ? settled(arrived.value) : loadOnce()),
  });
}

/**
 * A thenable that calls back at once, and whose `then` does too. React.lazy reads a module handed over this way in
 * the same render instead of suspending for a microtask: a lazy part that suspends while React hydrates leaves its
 * Suspense boundary waiting, and a boundary still waiting when anything above it changes is thrown away and drawn
 * afresh on the client.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      if (!onFulfilled) return settled(value as unknown as R1);
      const next = onFulfilled(value);
      return isThenable(next) ? next : settled(next);
    },
  };
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
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
    const loading = loader.now();
    loading.then(undefined, (error: unknown) => void (failed = error ?? new Error('failed')));
    // React.lazy only calls `then`; a preloaded page is drawn in the same render (see `settled`).
    return loading as Promise<{ default: ComponentType }>;
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
