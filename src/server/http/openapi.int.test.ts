import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from '../../test/http-harness';
import { useHttp, useTestServer } from '../../test/use-test-server';
import { restRoutes } from './rest-routes';

const { db, http } = useTestServer();
// Its own small API tier; each test below that counts calls uses its own client address (X-Forwarded-For).
const limited = useHttp(db, { apiRateLimit: 3, trustProxy: 1 });

type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function fetchDocument(): Promise<{ response: Response; document: Json }> {
  const response = await fetch(`${http.baseUrl}/api/openapi.json`);
  return { response, document: (await response.json()) as Json };
}

describe('GET /api/openapi.json', () => {
  it('describes exactly the REST table: no row missing, no path or method beyond it', async () => {
    const { response, document } = await fetchDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const described = Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json)
        .filter((key) => HTTP_METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')} → ${(item as Json)[method].operationId}`),
    );
    expect(described.sort()).toEqual(restRoutes.map((route) => `${route.method.toUpperCase()} ${route.path} → ${route.procedure}`).sort());
  });

  it('is a valid OpenAPI 3.1 document whose every reference resolves', async () => {
    const { document } = await fetchDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('passes the checks the schema validator leaves out: path templates, parameters and operation ids', async () => {
    // The OpenAPI 3.1 schema checks a Schema Object only for being an object (its contents are zod's own JSON
    // Schema, compared with z.toJSONSchema in openapi-document.test.ts), and it cannot see these rules of the spec.
    const { document } = await fetchDocument();
    const operationIds: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Json)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const method of Object.keys(item as Json)) {
        const operation = (item as Json)[method];
        operationIds.push(operation.operationId);
        const inPath = (operation.parameters as Json[]).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name), `${method} ${path}`).toEqual(templated);
        expect(inPath.every((parameter) => parameter.required === true), `${method} ${path}`).toBe(true);
        const seen = (operation.parameters as Json[]).map((parameter) => `${parameter.in} ${parameter.name}`);
        expect(new Set(seen).size, `${method} ${path}`).toBe(seen.length);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('names the cookie a sign-in really sets, and that cookie opens an admin row', async () => {
    const { document } = await fetchDocument();
    const scheme = document.components.securitySchemes.sessionCookie;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const owner = await signedInOwner(db.orm, http.baseUrl);
    expect(owner.cookie().split('=')[0]).toBe(scheme.name);
    const pricing = document.paths['/api/admin/pricing'].get;
    expect(pricing.security).toEqual([{ sessionCookie: [] }]);
    expect((await fetch(`${http.baseUrl}/api/admin/pricing`)).status).toBe(401);
    expect((await owner.get('/api/admin/pricing')).status).toBe(200);
  });

  it('may be kept by any cache and revalidated by its ETag', async () => {
    const { response } = await fetchDocument();
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would otherwise add `cache-control: no-cache` to a conditional request).
    const again = await fetch(`${http.baseUrl}/api/openapi.json`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('counts against the API rate tier like the other plain routes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.55' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${limited.baseUrl}/api/openapi.json`, { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The same tier as the REST rows: this client's next plain read is refused as well.
    expect((await fetch(`${limited.baseUrl}/api/reviews/summary`, { headers })).status).toBe(429);
  });
});
