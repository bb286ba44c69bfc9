import type { $ZodConfig } from 'zod/v4/core';

// zod compiles a faster parser for each object schema with `new Function`, and first
// probes whether it may. Under the site's CSP (script-src 'self', no 'unsafe-eval') the
// caught probe is still reported: an issue on every page that loads a schema. Jitless,
// zod parses with its ordinary code. The setting is read as each schema is built, so it
// must be in place before any schema module runs: boot.ts (the browser's first script)
// and entry-server.tsx set it first thing (decision 009).
//
// This is z.config({ jitless: true }) without importing zod: zod keeps its settings in
// this global (shared by every copy of zod) and adopts one that exists, so pages that
// never build a schema load none of zod's code. zod-jitless.test.ts checks it holds.
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
