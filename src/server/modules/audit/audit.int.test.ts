import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '../../../shared/audit/audit.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import { browserLike } from '../../../test/http-harness';
import { parseCsv } from '../../../test/parse-csv';
import { testConfig } from '../../../test/test-config';
import { failureOf } from '../../../test/trpc-failure';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createAccount } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';
import { adminProcedure, createCallerFactory, router } from '../../trpc/init';
import { UserEntity } from '../auth/auth.entity';
import { startSession } from '../auth/session.service';
import { CouponEntity } from '../pricing/coupon.entity';
import { runAsActor } from '../../platform/audit/audit-actor';

const { db, http } = useTestServer({ seed: false });
const PASSWORD = 'correct horse battery staple';
let owner: { id: string; name: string };
let ownerSession: string;

beforeAll(async () => {
  const em = db.orm.em.fork();
  const user = await createAccount(em, { name: 'Leilani Kahale', email: 'owner@example.com', password: PASSWORD, role: 'owner' });
  owner = { id: user.id, name: user.name };
  ownerSession = await startSession(em, user);
});

/** The owner's calls as the admin screens make them, from a known address. */
async function ownerCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), clientKey: '203.0.113.7', config: testConfig() }));
}

async function rows(query: Parameters<Awaited<ReturnType<typeof ownerCaller>>['admin']['audit']['list']>[0] = {}): Promise<AuditEntry[]> {
  return (await (await ownerCaller()).admin.audit.list({ pageSize: 200, ...query })).items;
}

const coupon = (code: string) => ({ code, kind: 'percent' as const, value: 10_000, validFrom: null, validTo: null, maxUses: null, active: true });

describe('admin changes', () => {
  it('records who, what, the fields set and the IP in the same call as a new coupon', async () => {
    const created = await (await ownerCaller()).admin.pricing.createCoupon(coupon('ALOHA10'));
    const [row] = await rows({ entity: 'coupon', action: 'create' });
    expect(row).toMatchObject({ actor: owner, ip: '203.0.113.7', action: 'create', entity: 'coupon', entityId: String(created.id) });
    expect(row!.changes).toEqual(
      expect.arrayContaining([
        { field: 'code', before: null, after: 'ALOHA10' },
        { field: 'value', before: null, after: 10_000 },
      ]),
    );
  });

  it('keeps only the fields that changed, before and after', async () => {
    const caller = await ownerCaller();
    const created = await caller.admin.pricing.createCoupon(coupon('MAHALO'));
    await caller.admin.pricing.updateCoupon({ id: created.id, ...coupon('MAHALO'), value: 15_000, maxUses: 3 });
    const [row] = await rows({ entity: 'coupon', action: 'update' });
    expect(row!.entityId).toBe(String(created.id));
    expect(row!.changes).toEqual([
      { field: 'max_uses', before: null, after: 3 },
      { field: 'value', before: 10_000, after: 15_000 },
    ]);
  });

  it('records changes made with raw SQL too (the calendar export link), and never the secret itself', async () => {
    const caller = await ownerCaller();
    const first = await caller.admin.calendar.exportUrl();
    const rotated = await caller.admin.calendar.rotateExportToken();
    const [row] = await rows({ entity: 'setting', action: 'update' });
    expect(row!.changes).toEqual([{ field: 'value.token', before: null, after: 'changed' }]);
    const stored = JSON.stringify(await db.orm.em.fork().execute('select before, after from audit_log'));
    for (const path of [first.path, rotated.path]) expect(stored).not.toContain(path.split('/').pop()!.replace('.ics', ''));
  });

  it('writes a password hash as "changed", never its value', async () => {
    const member = await createAccount(db.orm.em.fork(), { name: 'Noa Helper', email: 'noa@example.com', password: PASSWORD, role: 'staff' });
    await runAsActor({ userId: owner.id, name: owner.name, ip: '203.0.113.7' }, () =>
      db.orm.em.fork().transactional((tx) => tx.nativeUpdate(UserEntity, { id: member.id }, { passwordHash: 'scrypt$not-a-real-hash', name: 'Noa K.' })),
    );
    const [row] = await rows({ entity: 'app_user', action: 'update' });
    expect(row).toMatchObject({ actor: owner, entityId: member.id });
    expect(row!.changes).toEqual([
      { field: 'name', before: 'Noa Helper', after: 'Noa K.' },
      { field: 'password_hash', before: null, after: 'changed' },
    ]);
    expect(JSON.stringify(await db.orm.em.fork().execute('select * from audit_log'))).not.toContain('not-a-real-hash');
  });

  it('leaves no row when the change fails after its write: both roll back', async () => {
    const failing = createCallerFactory(
      // Under a path the permission table has (the owner's coupons), so that the guard lets the owner through.
      router({
        admin: router({
          pricing: router({
            createCoupon: adminProcedure.mutation(async ({ ctx }) => {
              ctx.em.create(CouponEntity, { ...coupon('ROLLBACK'), createdAt: new Date() });
              await ctx.em.flush();
              throw new AppError('CONFLICT', 'Something after the write went wrong.');
            }),
          }),
        }),
      }),
    )(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
    expect((await failureOf(failing.admin.pricing.createCoupon())).code).toBe('CONFLICT');
    expect(await db.orm.em.fork().count(CouponEntity, { code: 'ROLLBACK' })).toBe(0);
    expect(JSON.stringify(await rows({ entity: 'coupon' }))).not.toContain('ROLLBACK');
  });

  it('records nothing for writes outside a signed-in call (a guest, a job)', async () => {
    const before = (await rows()).length;
    const em = db.orm.em.fork();
    em.create(CouponEntity, { ...coupon('NOBODY'), createdAt: new Date() });
    await em.flush();
    expect((await rows()).length).toBe(before);
  });

  it('lists the rows of one change by their number, newest first, across 999 and 1000', async () => {
    // One statement's rows share their time; their numbers order them, compared as numbers (1000 after 999), not as text.
    const em = db.orm.em.fork();
    await em.execute(`select setval('audit_log_id_seq', 998)`);
    await em.execute(`insert into audit_log (action, entity, entity_id) select 'update', 'probe_order', n::text from generate_series(1, 3) as n`);
    expect((await rows({ entity: 'probe_order' })).map((row) => row.entityId)).toEqual(['3', '2', '1']);
  });

  it('refuses to change or delete a row, even in SQL', async () => {
    const em = db.orm.em.fork();
    await expect(em.execute(`update audit_log set actor_name = 'someone else'`)).rejects.toThrow(/cannot be changed/);
    await expect(em.execute('delete from audit_log')).rejects.toThrow(/cannot be changed/);
    await expect(em.execute('truncate audit_log')).rejects.toThrow(/cannot be changed/);
  });
});

describe('sign-ins', () => {
  it('records a failed sign-in by the address typed, and a good one by the member', async () => {
    const tab = browserLike(http.baseUrl);
    expect((await tab.post('/api/login', { email: 'nobody@example.com', password: 'a wrong password' })).status).toBe(401);
    expect((await tab.post('/api/login', { email: 'owner@example.com', password: 'a wrong password' })).status).toBe(401);
    expect((await tab.post('/api/login', { email: 'owner@example.com', password: PASSWORD })).status).toBe(200);
    const failed = await rows({ action: 'sign_in_failed' });
    expect(failed.map((row) => row.changes)).toEqual([
      [{ field: 'email', before: null, after: 'owner@example.com' }],
      [{ field: 'email', before: null, after: 'nobody@example.com' }],
    ]);
    expect(failed[0]).toMatchObject({ actor: { id: null, name: null }, entityId: owner.id });
    expect(failed[1]).toMatchObject({ entityId: null });
    expect(failed[0]!.ip).toBeTruthy();
    const [signedIn] = await rows({ action: 'sign_in' });
    expect(signedIn).toMatchObject({ actor: { id: owner.id }, entity: 'app_user', entityId: owner.id });
    expect((await tab.post('/api/logout')).status).toBe(200);
    expect(await rows({ action: 'sign_out' })).toHaveLength(1);
  });
});

describe('GET /api/admin/audit and audit.csv', () => {
  let staffId: string;

  beforeAll(async () => {
    // A second owner: coupons are the owner's (the permission table), and the log must tell the two apart.
    const staff = await createAccount(db.orm.em.fork(), { name: 'Kai Co-owner', email: 'kai@example.com', password: PASSWORD, role: 'owner' });
    staffId = staff.id;
    const tab = browserLike(http.baseUrl);
    await tab.post('/api/login', { email: 'kai@example.com', password: PASSWORD });
    expect((await tab.post('/api/admin/coupons', coupon('STAFF5'))).status).toBe(201);
  });

  async function signedIn() {
    const tab = browserLike(http.baseUrl);
    expect((await tab.post('/api/login', { email: 'owner@example.com', password: PASSWORD })).status).toBe(200);
    return tab;
  }

  it('lists newest first and filters by member, entity, action and Honolulu dates', async () => {
    const tab = await signedIn();
    const all = (await tab.get('/api/admin/audit?pageSize=2')).body as unknown as AuditList;
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(5);
    expect(new Date(all.items[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(all.items[1]!.at).getTime());

    const byStaff = (await tab.get(`/api/admin/audit?actorId=${staffId}&entity=coupon`)).body as unknown as AuditList;
    expect(byStaff.items.map((row) => [row.action, row.actor.name])).toEqual([['create', 'Kai Co-owner']]);

    const today = todayAtProperty();
    expect(((await tab.get(`/api/admin/audit?from=${today}&to=${today}&action=create&entity=coupon`)).body as unknown as AuditList).total).toBe(3);
    expect(((await tab.get('/api/admin/audit?to=2001-01-01')).body as unknown as AuditList).total).toBe(0);
    const refused = await tab.get('/api/admin/audit?from=2026-02-02&to=2026-02-01&action=nap');
    expect(refused.status).toBe(400);
  });

  it('names every member who appears, for the member filter', async () => {
    const members = (await (await signedIn()).get('/api/admin/audit/members')).body as unknown as { id: string; name: string }[];
    expect(members.map((member) => member.name)).toEqual(['Kai Co-owner', 'Leilani Kahale']);
  });

  it('downloads the filtered rows as CSV and records the export', async () => {
    const tab = await signedIn();
    const response = await fetch(`${http.baseUrl}/api/admin/audit.csv?entity=coupon&action=create`, { headers: { cookie: tab.cookie() } });
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`audit-log-${todayAtProperty()}.csv`);
    const [header, ...lines] = parseCsv(await response.text());
    expect(header).toEqual(['Time (Honolulu)', 'Member', 'Member id', 'IP', 'Action', 'Entity', 'Entity id', 'Changes']);
    expect(lines.map((line) => line[1])).toEqual(['Kai Co-owner', 'Leilani Kahale', 'Leilani Kahale']);
    expect(lines[0]![5]).toBe('Coupon');
    expect(lines[0]![7]).toContain('code: — → STAFF5');
    const [exported] = await rows({ action: 'export' });
    expect(exported).toMatchObject({ entity: 'audit_log_export', actor: owner });
    expect(exported!.changes).toEqual(expect.arrayContaining([{ field: 'rows', before: null, after: 3 }]));
  });
});
