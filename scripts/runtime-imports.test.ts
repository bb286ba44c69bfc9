import { describe, expect, it } from 'vitest';
import { staticImportsOutside } from './runtime-imports';

describe('staticImportsOutside', () => {
  it('names the packages built code imports at start-up that are not production dependencies, and nothing else', () => {
    const code = [
      'import express4 from "express";',
      'import pg from "pg";',
      'import { z } from "zod/v4";',
      'import { PostgreSqlDriver } from "@mikro-orm/postgresql";',
      'import "@testing-library/jest-dom/vitest";',
      'export { default as smtp } from "smtp-server";',
      'import path from "node:path";',
      'import { helper } from "./chunk-abc.js";',
      'async function dev() { const { createServer } = await import("vite"); }',
      'const text = "import x from \\"not-code\\"";',
    ].join('\n');
    expect(staticImportsOutside(code, { express: '^5', zod: '^4', '@mikro-orm/postgresql': '6.6.16' })).toEqual(['@testing-library/jest-dom', 'pg', 'smtp-server']);
  });
});
