import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS.escape, which React Aria's Modal calls; every real browser has it.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

// findBy and waitFor wait for what a person would see. Testing Library's 1 s was too short for a
// lazily loaded chunk on a busy machine; a test that passes is no slower for the longer budget.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
