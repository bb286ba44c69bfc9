import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS.escape, which React Aria's Modal calls; every real browser has it.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

afterEach(() => cleanup());

// findBy…/waitFor end as soon as what they wait for shows; this is only how long a broken test takes to fail.
// Testing Library's one second was the machine's speed, not the app's: at a load average of 10–15 a query
// answered by the in-memory tRPC, or a lazily loaded chunk, took longer than that to render.
configure({ asyncUtilTimeout: 10_000 });
