import { TRPCError, type AnyProcedure } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROCEDURE_PERMISSIONS, permissionFor, roleMay, type Permission, type Role } from '../../shared/auth/permissions';
import { browserLike } from '../../test/http-harness';
import { testConfig } from '../../test/test-config';
import { useTestServer } from '../../test/use-test-server';
import { appRouter, createCaller, type AppRouter } from '../app-router';
import { createAccount } from '../composition/factories';
import { restRoutes, type RestRoute } from '../http/rest-routes';
import { startSession } from '../modules/auth/session.service';
import { createInnerContext, memorySession } from './context';
import { adminProcedure, createCallerFactory, router } from './init';

/** Every procedure's dotted path in a router's record, as a type. */
type ProcedurePaths<TRecord, TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure ? `${TPrefix}${K}` : ProcedurePaths<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];
type AdminProcedurePath = Extract<ProcedurePaths<AppRouter['_def']['record']>, `admin.${string}`>;

// The type check's half of the walk: a procedure with no row fails here as "Property 'admin.x.y' is missing",
// and a row naming no procedure as "Type 'true' is not assignable to type 'admin.x.y'".
const everyProcedureHasARow: Record<AdminProcedurePath, Permission> = ADMIN_PROCEDURE_PERMISSIONS;
type RowsNamingNoProcedure = Exclude<keyof typeof ADMIN_PROCEDURE_PERMISSIONS, AdminProcedurePath>;
const noRowNamesAMissingProcedure: [RowsNamingNoProcedure] extends [never] ? true : RowsNamingNoProcedure = true;

const { db, http } = useTestServer();

/** The admin procedures as the router itself knows them, so that a new one cannot be left out of the walk. */
const adminProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
  .filter(([path]) => path.startsWith('admin.'))
  .map(([path, procedure]) => ({ path, type: procedure._def.type }));
const adminRows = restRoutes.filter((route) => route.path.startsWith('/api/admin'));

const TABLE_FILE = 'src/shared/auth/permissions.ts (ADMIN_PROCEDURE_PERMISSIONS)';

type Caller = ReturnType<typeof createCaller>;
const sessions: Partial<Record<Role, string>> = {};
const tabs = {} as Record<Role | 'anonymous', ReturnType<typeof browserLike>>;

async function callerAs(who: Role | 'anonymous'): Promise<Caller> {
  const session = who === 'anonymous' ? memorySession() : memorySession(sessions[who]);
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session, config: testConfig() }));
}

/** The tRPC code a call ends with, or 'OK'. No input is sent: the role is checked before the input is read. */
async function outcomeOf(caller: Caller, path: string): Promise<string> {
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
  try {
    await procedure(undefined);
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** A REST row called over HTTP with placeholders for its parameters; the answer's status. */
async function statusOf(tab: ReturnType<typeof browserLike>, route: RestRoute): Promise<number> {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'reference' ? 'KB-NOPE0000' : '999999'));
  const response = await fetch(`${http.baseUrl}${path}`, {
    method: route.method.toUpperCase(),
    headers: { 'content-type': 'application/json', ...(tab.cookie() ? { cookie: tab.cookie() } : {}) },
    ...(route.method === 'get' ? {} : { body: '{}' }),
  });
  return response.status;
}

const accountOf = (role: Role) => ({ name: `The ${role}`, email: `${role}@example.com`, password: 'correct horse battery staple' });

async function signIn(role: Role) {
  const user = await createAccount(db.orm.em.fork(), { ...accountOf(role), role });
  sessions[role] = await startSession(db.orm.em.fork(), user);
  await signInTab(role);
}

/** A browser tab signed in through the REST login: a session of its own beside the tRPC callers'. */
async function signInTab(role: Role) {
  const { email, password } = accountOf(role);
  tabs[role] = browserLike(http.baseUrl);
  const login = await tabs[role].post('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`${role} sign-in answered ${login.status}`);
}

beforeAll(async () => {
  await signIn('owner');
  await signIn('staff');
  tabs.anonymous = browserLike(http.baseUrl);
});

describe('the permission table', () => {
  it('has a row for every admin procedure of the router, and no row for a procedure that does not exist', () => {
    expect(everyProcedureHasARow).toBe(ADMIN_PROCEDURE_PERMISSIONS);
    expect(noRowNamesAMissingProcedure).toBe(true);
    const missing = adminProcedures.map(({ path }) => path).filter((path) => !permissionFor(path));
    expect(missing, `admin procedures with no row in ${TABLE_FILE}: add one each`).toEqual([]);
    const stale = Object.keys(ADMIN_PROCEDURE_PERMISSIONS).filter((path) => !adminProcedures.some((procedure) => procedure.path === path));
    expect(stale, `rows of ${TABLE_FILE} that name no procedure of the router`).toEqual([]);
  });

  it('refuses a procedure it has no row for, to the owner too (fail closed)', async () => {
    const unlisted = createCallerFactory(router({ admin: router({ unlisted: router({ read: adminProcedure.query(() => 'read') }) }) }));
    const context = await createInnerContext({ em: db.orm.em.fork(), session: memorySession(sessions.owner), config: testConfig() });
    await expect(unlisted(context).admin.unlisted.read()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This action is not in the permission table, so no one may use it yet.',
    });
  });
});

describe('every admin procedure, called as each role', () => {
  it('answers an anonymous caller UNAUTHORIZED', async () => {
    const anonymous = await callerAs('anonymous');
    const wrong: string[] = [];
    for (const { path } of adminProcedures) {
      const outcome = await outcomeOf(anonymous, path);
      if (outcome !== 'UNAUTHORIZED') wrong.push(`${path}: ${outcome}`);
    }
    expect(wrong, 'admin procedures an anonymous caller was not refused with UNAUTHORIZED').toEqual([]);
  });

  it('refuses staff FORBIDDEN exactly where the table says owner only, and lets them past the guard elsewhere', async () => {
    const staff = await callerAs('staff');
    const wrong: string[] = [];
    for (const { path } of adminProcedures) {
      const outcome = await outcomeOf(staff, path);
      const permission = permissionFor(path);
      const allowed = permission !== undefined && roleMay('staff', permission);
      if (allowed ? outcome === 'FORBIDDEN' || outcome === 'UNAUTHORIZED' : outcome !== 'FORBIDDEN') wrong.push(`${path} (${permission ?? 'no row'}): ${outcome}`);
    }
    expect(wrong, 'admin procedures whose answer to staff does not match the table').toEqual([]);
  });

  it('lets the owner past the guard on every one (bad input may still be refused)', async () => {
    const owner = await callerAs('owner');
    const wrong: string[] = [];
    for (const { path } of adminProcedures) {
      const outcome = await outcomeOf(owner, path);
      if (outcome === 'FORBIDDEN' || outcome === 'UNAUTHORIZED') wrong.push(`${path}: ${outcome}${permissionFor(path) ? '' : ` (no row in ${TABLE_FILE})`}`);
    }
    expect(wrong, 'admin procedures the owner was refused').toEqual([]);
  });

  it('gives staff the reason in words', async () => {
    const staff = await callerAs('staff');
    await expect(staff.admin.pricing.settings()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only the owner can do this.' });
  });
});

describe('every /api/admin REST row, called over HTTP as each role', () => {
  // The walk above called 'Sign out everywhere else' (admin.account.endOtherSessions) as each role, which ended
  // the tabs' sessions, as it should: the tabs sign in again.
  beforeAll(async () => {
    await signInTab('owner');
    await signInTab('staff');
  });

  it('goes through the same guard: 401 anonymous, 403 staff where owner only, neither for the owner', async () => {
    expect(adminRows.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of adminRows) {
      const row = `${route.method.toUpperCase()} ${route.path} (${route.procedure})`;
      const permission = permissionFor(route.procedure);
      const staffAllowed = permission !== undefined && roleMay('staff', permission);
      const anonymous = await statusOf(tabs.anonymous, route);
      const staff = await statusOf(tabs.staff, route);
      const owner = await statusOf(tabs.owner, route);
      if (anonymous !== 401) wrong.push(`${row} anonymous: ${anonymous}`);
      if (staffAllowed ? staff === 401 || staff === 403 : staff !== 403) wrong.push(`${row} staff: ${staff}`);
      if (owner === 401 || owner === 403) wrong.push(`${row} owner: ${owner}`);
    }
    expect(wrong, 'REST rows whose answers do not match the permission table').toEqual([]);
  });

  it('sends staff a 403 with the reason for an owner-only row', async () => {
    const answer = await tabs.staff.get('/api/admin/pricing');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Only the owner can do this.' });
  });
});
