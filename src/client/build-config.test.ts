import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

function configFor(env: Partial<ConfigEnv>): UserConfig {
  return viteConfig({ command: 'build', mode: 'production', ...env });
}

describe('the production build', () => {
  it('writes no source maps into the public client folder', () => {
    // Everything in dist/client is served under /assets: a .map there hands out the original sources.
    expect(configFor({ isSsrBuild: false }).build?.sourcemap).toBe(false);
  });

  it('keeps source maps for the server rendering bundle, which is never served', () => {
    expect(configFor({ isSsrBuild: true }).build?.sourcemap).toBe(true);
  });
});
