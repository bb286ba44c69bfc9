import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ROLES } from '../../shared/auth/auth.schemas';
import { permissionFor, roleMay } from '../../shared/auth/permissions';
import { errorBodySchema } from '../../shared/lib/app-error';
import type { RestRoute } from './rest-routes';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

/** What a tRPC procedure validates with: its input parsers (chained `.input()`s) and its output parser, if any. */
export interface ProcedureSchemas {
  inputs: readonly unknown[];
  output: unknown;
}

interface OpenApiSources {
  routes: readonly RestRoute[];
  schemasOf: (procedure: string) => ProcedureSchemas;
  /** The session cookie's name (`__Host-` prefixed over https). */
  sessionCookie: string;
  serverUrl: string;
}

interface RouterWithProcedures {
  _def: { procedures: Record<string, { _def: { inputs?: unknown[]; output?: unknown } } | undefined> };
}

/** Reads a tRPC v11 router's own parsers, so the description is made from the schemas the calls are checked with. */
export function procedureSchemasOf(router: unknown): (procedure: string) => ProcedureSchemas {
  const { procedures } = (router as RouterWithProcedures)._def;
  return (procedure) => {
    const def = procedures[procedure]?._def;
    if (!def) throw new Error(`REST table names unknown procedure ${procedure}`);
    return { inputs: def.inputs ?? [], output: def.output };
  };
}

/** zod's own JSON Schema (2020-12, OpenAPI 3.1's dialect); what it cannot express (custom types, transforms' outputs) is left open. */
function jsonSchemaOf(schema: unknown, io: Io): JsonSchema {
  if (!(schema instanceof z.core.$ZodType)) return {};
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

const COMPONENT = '#/components/schemas/';

/**
 * One schema placed inside the document: its `$defs` (shared or recursive parts) become components named after it
 * and its references follow them there, since a `#/...` reference inside the document points at the document's root.
 */
function embed(schema: JsonSchema, name: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _dialect, $defs, ...root } = schema;
  const definitions = ($defs ?? {}) as Record<string, JsonSchema>;
  const targets = new Map<string, string>([['#', `${COMPONENT}${name}`]]);
  for (const key of Object.keys(definitions)) targets.set(`#/$defs/${key}`, `${COMPONENT}${name}.${key.replace(/[^\w.-]/g, '_')}`);
  let selfReferring = false;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const target = key === '$ref' && typeof value === 'string' ? targets.get(value) : undefined;
        if (!target) return [key, rewrite(value)];
        if (value === '#') selfReferring = true;
        return [key, target];
      }),
    );
  };
  const body = rewrite(root) as JsonSchema;
  for (const [key, definition] of Object.entries(definitions)) {
    components[targets.get(`#/$defs/${key}`)!.slice(COMPONENT.length)] = rewrite(definition) as JsonSchema;
  }
  if (!selfReferring) return body;
  components[name] = body;
  return { $ref: `${COMPONENT}${name}` };
}

function inputSchemaOf(inputs: readonly unknown[]): JsonSchema | undefined {
  if (inputs.length === 0) return undefined;
  if (inputs.length === 1) return jsonSchemaOf(inputs[0], 'input');
  return { allOf: inputs.map((input) => jsonSchemaOf(input, 'input')) };
}

/** Express's `/bookings/:reference` as OpenAPI's `/bookings/{reference}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parametersOf(route: RestRoute, input: JsonSchema | undefined): JsonSchema[] {
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input?.required ?? []) as string[]);
  const inPath = Array.from(route.path.matchAll(/:(\w+)/g), ([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
  if (route.input !== 'query' || !input) return inPath;
  // An object of plain fields (every query row today) reads best as one parameter per field.
  if (input.type !== 'object' || !input.properties) return [...inPath, { name: 'input', in: 'query', style: 'form', explode: true, schema: input }];
  return [...inPath, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function accessOf(procedure: string): JsonSchema {
  if (!procedure.startsWith('admin.')) return {};
  const permission = permissionFor(procedure);
  if (!permission) return { security: [{ sessionCookie: [] }], description: 'Refused to everyone: the procedure is not in the permission table yet.' };
  const holders = ROLES.filter((role) => roleMay(role, permission));
  return {
    security: [{ sessionCookie: [] }],
    'x-permission': permission,
    description: `Needs a signed-in member holding the \`${permission}\` permission (${holders.join(' and ')}${holders.length === 1 ? ' only' : ''}).`,
  };
}

function successOf(route: RestRoute, output: JsonSchema): JsonSchema {
  if (route.csv) {
    return {
      description: 'A CSV download.',
      headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } },
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  }
  return { description: route.status === 201 ? 'Created.' : 'Done.', content: { 'application/json': { schema: output } } };
}

function operationOf(route: RestRoute, schemas: ProcedureSchemas, components: Record<string, JsonSchema>): JsonSchema {
  const rawInput = inputSchemaOf(schemas.inputs);
  const input = rawInput && embed(rawInput, `${route.procedure}.input`, components);
  const output = schemas.output === undefined ? {} : embed(jsonSchemaOf(schemas.output, 'output'), `${route.procedure}.output`, components);
  const { description: access, ...security } = accessOf(route.procedure);
  const [domain, area] = route.procedure.split('.');
  return {
    operationId: route.procedure,
    tags: [domain === 'admin' ? `admin.${area}` : domain],
    description: [`Forwards to the tRPC procedure \`${route.procedure}\`.`, access].filter(Boolean).join(' '),
    ...security,
    parameters: parametersOf(route, input),
    ...(route.input === 'body' && input
      ? { requestBody: { required: ((input.required ?? []) as string[]).length > 0, content: { 'application/json': { schema: input } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: successOf(route, output),
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
  };
}

/** The OpenAPI 3.1 description of every REST row, made from the procedures' own zod schemas. */
export function openApiDocument({ routes, schemasOf, sessionCookie, serverUrl }: OpenApiSources): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  components.ErrorBody = embed(jsonSchemaOf(errorBodySchema, 'output'), 'ErrorBody', components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route, schemasOf(route.procedure), components);
  }
  const described = { paths, components };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Kaneohe Bay Beach House API',
      // Changes exactly when what is described changes.
      version: createHash('sha256').update(JSON.stringify(described)).digest('hex').slice(0, 12),
      description:
        'The REST rows over the site\'s tRPC procedures (also served at /trpc). JSON in and out; a session is a cookie that ' +
        'POST /api/login sets. A state-changing request a browser sends from another site is refused (403). Every call counts ' +
        'against a rate limit (429 past it). A failure answers an ErrorBody.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: components,
      responses: {
        Error: { description: 'The call failed: one sentence, and messages per field for bad input.', content: { 'application/json': { schema: { $ref: `${COMPONENT}ErrorBody` } } } },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'The session cookie that POST /api/login sets (HttpOnly).' },
      },
    },
  };
}
