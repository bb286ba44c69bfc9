import { describe, expect, it } from 'vitest';
import { cspDirectives } from './app';

describe('content security policy', () => {
  it("lets Stripe's script, API and wallet frames in when the site takes payments through Stripe", () => {
    const csp = cspDirectives({ https: true, stripe: true });
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.stripe.com']));
  });

  it('adds no third-party script or API host in demo payment mode', () => {
    const csp = cspDirectives({ https: true, stripe: false });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('stripe');
  });
});
