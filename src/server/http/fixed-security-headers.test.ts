import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from './app';
import { fixedSecurityHeaders } from './fixed-security-headers';

/** The headers of one answer from a server with `security` in front of a plain JSON route. */
async function headersBehind(security: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(security);
  app.get('/api/x', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`);
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

describe('fixed security headers', () => {
  const cases: [string, HelmetOptions][] = [
    ['the built site over https with Stripe', { strictTransportSecurity: true, contentSecurityPolicy: { directives: cspDirectives({ https: true, stripe: true }) } }],
    ['a development server without a policy', { strictTransportSecurity: false, contentSecurityPolicy: false }],
  ];
  it.each(cases)('answers with exactly the headers Helmet itself sets: %s', async (_, options) => {
    const fixed = await headersBehind(fixedSecurityHeaders(options));
    expect(fixed).toEqual(await headersBehind(helmet(options)));
    expect(Object.keys(fixed)).toEqual(expect.arrayContaining(['x-content-type-options', 'x-frame-options', 'cross-origin-opener-policy']));
  });

  it('carries the site’s policy, upgrade of insecure requests included on https', async () => {
    const fixed = await headersBehind(fixedSecurityHeaders({ contentSecurityPolicy: { directives: cspDirectives({ https: true, stripe: false }) } }));
    expect(fixed['content-security-policy']).toContain("script-src 'self'");
    expect(fixed['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(fixed['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
