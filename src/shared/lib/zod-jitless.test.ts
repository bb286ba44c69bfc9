import './zod-jitless';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { util } from 'zod/v4/core';

describe('zod runs jitless once zod-jitless.ts has run (no eval probe under the CSP)', () => {
  it('is the setting z.config() reports', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('builds and parses object schemas without ever reaching for Function', () => {
    const probe = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ checkIn: z.string(), guests: z.number() });
    expect(schema.parse({ checkIn: '2026-06-12', guests: 2 })).toEqual({ checkIn: '2026-06-12', guests: 2 });
    expect(util.allowsEval.value).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
