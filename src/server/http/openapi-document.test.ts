import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { permissionFor } from '../../shared/auth/permissions';
import { errorBodySchema } from '../../shared/lib/app-error';
import { appRouter } from '../app-router';
import { openApiDocument, openApiPath, procedureSchemasOf, type ProcedureSchemas } from './openapi-document';
import { restRoutes, type RestRoute } from './rest-routes';

type Json = Record<string, any>;

const schemasOf = procedureSchemasOf(appRouter);
const sources = { routes: restRoutes, schemasOf, sessionCookie: 'kbh_session', serverUrl: 'https://example.test' };
const document: Json = openApiDocument(sources);

/** What zod itself says of a schema, as it stands inside the document (no dialect line of its own). */
function zodSays(schema: unknown, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });
  return rest;
}

function operation(route: RestRoute): Json {
  return document.paths[openApiPath(route.path)][route.method];
}

function documentOf(routes: RestRoute[], schemas: Record<string, ProcedureSchemas>): Json {
  return openApiDocument({ ...sources, routes, schemasOf: (procedure) => schemas[procedure]! });
}

describe('the OpenAPI description of the REST table', () => {
  it('has one operation per row, at its method and path in OpenAPI form, and no other', () => {
    const operations = Object.entries(document.paths as Json).flatMap(([path, methods]) =>
      Object.entries(methods as Json).map(([method, op]) => `${method} ${path} ${(op as Json).operationId}`),
    );
    expect(operations.sort()).toEqual(restRoutes.map((route) => `${route.method} ${openApiPath(route.path)} ${route.procedure}`).sort());
    expect(openApiPath('/api/admin/bookings/:reference/resend-confirmation')).toBe('/api/admin/bookings/{reference}/resend-confirmation');
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
  });

  it("describes a body row's request with its procedure's input schema", () => {
    const bodyRows = restRoutes.filter((route) => route.input === 'body');
    expect(bodyRows.length).toBeGreaterThan(20);
    for (const route of bodyRows) {
      const [input] = schemasOf(route.procedure).inputs;
      expect(operation(route).requestBody.content['application/json'].schema, route.procedure).toEqual(zodSays(input, 'input'));
    }
    const login = operation(restRoutes.find((route) => route.procedure === 'auth.login')!);
    expect(login.requestBody.required).toBe(true);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('makes each field of a query row a query parameter, required as the schema says', () => {
    const quote = operation(restRoutes.find((route) => route.procedure === 'quote.get')!);
    const parameters = Object.fromEntries((quote.parameters as Json[]).map((parameter) => [parameter.name, parameter]));
    expect(Object.keys(parameters)).toEqual(['start', 'end', 'guests', 'pets', 'coupon']);
    expect(parameters.start).toMatchObject({ in: 'query', required: true, schema: { type: 'string', format: 'date' } });
    expect(parameters.pets).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 0 } });
    expect(quote.requestBody).toBeUndefined();
  });

  it("makes each :name of a path a required path parameter with that input field's schema", () => {
    const booking = operation(restRoutes.find((route) => route.path === '/api/admin/bookings/:reference')!);
    expect(booking.parameters).toEqual([{ name: 'reference', in: 'path', required: true, schema: { type: 'string', pattern: '^KB-[A-Z0-9]{6}$' } }]);
    for (const route of restRoutes.filter((row) => row.path.includes(':'))) {
      const names = (operation(route).parameters as Json[]).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(names, route.path).toEqual([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name));
    }
  });

  it("answers with the procedure's output schema at the row's status, and CSV rows with a text/csv download", () => {
    for (const route of restRoutes) {
      const responses = operation(route).responses;
      expect(Object.keys(responses), route.path).toEqual([String(route.status ?? 200), '4XX', '5XX']);
      const success = responses[String(route.status ?? 200)];
      const { output } = schemasOf(route.procedure);
      if (route.csv) expect(Object.keys(success.content), route.path).toEqual(['text/csv']);
      else if (output) expect(success.content['application/json'].schema, route.procedure).toEqual(zodSays(output, 'output'));
    }
    expect(restRoutes.filter((route) => !route.csv && !schemasOf(route.procedure).output)).toEqual([]);
    expect(operation(restRoutes.find((route) => route.procedure === 'auth.register')!).responses).toHaveProperty('201');
  });

  it('describes a failure as the body the REST adapter sends', () => {
    expect(document.components.schemas.ErrorBody).toEqual(zodSays(errorBodySchema, 'output'));
    expect(document.components.responses.Error.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    for (const route of restRoutes) expect(operation(route).responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('marks admin rows with the session cookie and the permission they need, and no public row', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'kbh_session' });
    for (const route of restRoutes) {
      const op = operation(route);
      if (route.procedure.startsWith('admin.')) {
        expect(op.security, route.path).toEqual([{ sessionCookie: [] }]);
        expect(op['x-permission'], route.path).toBe(permissionFor(route.procedure));
      } else {
        expect(op.security, route.path).toBeUndefined();
      }
    }
    const pricing = operation(restRoutes.find((route) => route.procedure === 'admin.pricing.settings')!);
    expect(pricing.description).toContain('`pricing` permission (owner only)');
    const bookings = operation(restRoutes.find((route) => route.procedure === 'admin.bookings.list')!);
    expect(bookings.description).toContain('`bookings.view` permission (owner and staff)');
  });

  it('leaves open what zod cannot express instead of failing', () => {
    const unrepresentable = { method: 'post', path: '/api/odd', procedure: 'odd', input: 'body' } as const;
    const odd = documentOf([unrepresentable], {
      odd: {
        inputs: [z.object({ when: z.date(), big: z.bigint(), count: z.string().transform(Number) })],
        output: z.object({ at: z.date(), length: z.string().transform((text) => text.length), kept: z.string() }),
      },
    });
    const op = odd.paths['/api/odd'].post;
    expect(op.requestBody.content['application/json'].schema.properties).toEqual({ when: {}, big: {}, count: { type: 'string' } });
    expect(op.responses['200'].content['application/json'].schema.properties).toEqual({ at: {}, length: {}, kept: { type: 'string' } });
  });

  it("moves a recursive schema's definitions into components so every reference resolves", () => {
    const node: z.ZodType = z.object({ name: z.string(), get children() { return z.array(node); } });
    const recursive = { method: 'get', path: '/api/tree', procedure: 'tree' } as const;
    const tree = documentOf([recursive], { tree: { inputs: [], output: z.object({ left: node, right: node }) } });
    const text = JSON.stringify(tree);
    expect(text).not.toContain('$defs');
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = ref!.replace('#/', '').split('/').reduce<Json | undefined>((node, key) => node?.[key], tree);
      expect(target, ref).toBeDefined();
    }
    expect(tree.paths['/api/tree'].get.responses['200'].content['application/json'].schema.properties.left).toEqual({ $ref: '#/components/schemas/tree.output.__schema0' });
  });

  it('describes a query input that is not a plain object as one exploded parameter', () => {
    const either = { method: 'get', path: '/api/either', procedure: 'either', input: 'query' } as const;
    const input = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    const doc = documentOf([either], { either: { inputs: [input], output: undefined } });
    expect(doc.paths['/api/either'].get.parameters).toEqual([{ name: 'input', in: 'query', style: 'form', explode: true, schema: zodSays(input, 'input') }]);
    expect(doc.paths['/api/either'].get.responses['200'].content['application/json'].schema).toEqual({});
  });

  it('changes its version exactly when what it describes changes', () => {
    expect(openApiDocument(sources).info).toEqual(document.info);
    const fewer = openApiDocument({ ...sources, routes: restRoutes.slice(1) });
    expect(fewer.info).not.toEqual(document.info);
    expect(document.openapi).toBe('3.1.1');
  });
});
