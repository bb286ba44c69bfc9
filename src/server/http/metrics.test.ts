import { describe, expect, it } from 'vitest';
import { routeLabel } from './metrics';
import { requestIdOf } from './request-id';

describe('routeLabel', () => {
  it('counts a request under its matched route, its family of files or its page, and every made-up address as other', () => {
    expect(routeLabel({ baseUrl: '', originalUrl: '/api/admin/bookings/42', route: { path: '/api/admin/bookings/:id' } })).toBe('/api/admin/bookings/:id');
    expect(routeLabel({ baseUrl: '/trpc', originalUrl: '/trpc/property.public,content.siteInfo?batch=1' })).toBe('/trpc');
    expect(routeLabel({ baseUrl: '/assets', originalUrl: '/assets/boot-abc123.js' })).toBe('/assets');
    expect(routeLabel({ baseUrl: '', originalUrl: '/photos/lanai-640.avif' })).toBe('/photos');
    expect(routeLabel({ baseUrl: '', originalUrl: '/stay?from=newsletter' })).toBe('/stay');
    expect(routeLabel({ baseUrl: '', originalUrl: '/wp-login.php' })).toBe('other');
    expect(routeLabel({ baseUrl: '', originalUrl: `/no-such-page-${'x'.repeat(50)}` })).toBe('other');
  });
});

describe('requestIdOf', () => {
  it("keeps a proxy's id that looks like one, and makes a new one for none or anything else", () => {
    expect(requestIdOf('7f1c2a9e-41d7-4b3a-8f00-000000000001')).toBe('7f1c2a9e-41d7-4b3a-8f00-000000000001');
    expect(requestIdOf('nginx.5f0c2a9e41d7b3a8')).toBe('nginx.5f0c2a9e41d7b3a8');
    for (const bad of [undefined, '', 'short', 'x'.repeat(101), 'id with spaces', 'id\ninjected']) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
