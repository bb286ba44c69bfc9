import { describe, expect, it } from 'vitest';
import { browserLike } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { UserEntity } from './auth.entity';
import { createAccount } from '../../composition/factories';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer({ seed: false });
const owner = { name: 'Leilani Kahale', email: 'Owner@Example.com', password: 'correct horse battery staple' };

describe('sign-in and registration over REST', () => {
  const tab = () => browserLike(http.baseUrl);
  let ownerTab: ReturnType<typeof browserLike>;

  it('says 401 on /api/user when nobody is signed in', async () => {
    const response = await tab().get('/api/user');
    expect(response.status).toBe(401);
  });

  it('makes the first account the owner, with an HttpOnly SameSite=Lax session cookie', async () => {
    ownerTab = tab();
    const response = await ownerTab.post('/api/register', owner);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: owner.name, email: 'owner@example.com', role: 'owner' });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(response.setCookie).toMatch(/HttpOnly/i);
    expect(response.setCookie).toMatch(/SameSite=Lax/i);
    expect((await ownerTab.get('/api/user')).body).toMatchObject({ email: 'owner@example.com', role: 'owner' });
  });

  it("answers the app's own question (auth.current) with the user, or null and 200 for a guest, so no page logs a failed request", async () => {
    const guest = await tab().get('/trpc/auth.current');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ result: { data: { json: null } } });
    const signedIn = await ownerTab.get('/trpc/auth.current');
    expect(signedIn.body).toMatchObject({ result: { data: { json: { email: 'owner@example.com', role: 'owner' } } } });
  });

  it('stores a memory-hard hash, never the password', async () => {
    const row = await db.orm.em.fork().findOneOrFail(UserEntity, { email: 'owner@example.com' }, { populate: ['passwordHash'] });
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.passwordHash).not.toContain(owner.password);
  });

  it('refuses a second registration without an invitation with a clear 403', async () => {
    const response = await tab().post('/api/register', { name: 'Mallory', email: 'mallory@example.com', password: 'a long enough password' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Registration is by invitation only. Ask the owner for an invitation code.');
    expect(await db.orm.em.fork().count(UserEntity, {})).toBe(1);
  });

  it('registers a staff member with an invitation, once', async () => {
    const invitation = await ownerTab.post('/api/admin/invitations', { email: 'kai@example.com' });
    expect(invitation.status).toBe(201);
    const code = String(invitation.body.code);
    const wrongEmail = await tab().post('/api/register', { name: 'Eve', email: 'eve@example.com', password: 'a long enough password', invitationCode: code });
    expect(wrongEmail.status).toBe(403);
    const kai = await tab().post('/api/register', { name: 'Kai', email: 'kai@example.com', password: 'a long enough password', invitationCode: code });
    expect(kai.status).toBe(201);
    expect(kai.body.role).toBe('staff');
    const again = await tab().post('/api/register', { name: 'Kai 2', email: 'kai@example.com', password: 'a long enough password', invitationCode: code });
    expect(again.status).toBe(403);
    const list = await ownerTab.get('/api/admin/invitations');
    expect(list.body).toEqual([expect.objectContaining({ email: 'kai@example.com', usedAt: expect.any(String) })]);
    expect(JSON.stringify(list.body)).not.toContain(code);
  });

  it('validates registration fields one by one', async () => {
    const response = await tab().post('/api/register', { name: '', email: 'not-an-email', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Enter a valid email address'],
      password: ['Password must be at least 12 characters'],
    });
  });

  it('signs in with the right password only, with one message for wrong e-mail or password', async () => {
    const wrong = await tab().post('/api/login', { email: owner.email, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await tab().post('/api/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.body.message).toBe('Invalid email or password');
    const right = tab();
    expect((await right.post('/api/login', { email: owner.email, password: owner.password })).status).toBe(200);
    expect((await right.get('/api/user')).status).toBe(200);
  });

  it('ends the session on logout: a copied cookie no longer works', async () => {
    const signedIn = tab();
    await signedIn.post('/api/login', { email: owner.email, password: owner.password });
    const copied = tab();
    copied.setCookie(signedIn.cookie());
    expect((await copied.get('/api/user')).status).toBe(200);
    expect((await signedIn.post('/api/logout')).status).toBe(200);
    expect((await signedIn.get('/api/user')).status).toBe(401);
    expect((await copied.get('/api/user')).status).toBe(401);
    expect((await copied.get('/api/admin/users')).status).toBe(401);
  });

  it('throttles a client after 5 failed sign-ins for one address, even with the right password', async () => {
    const attacker = tab();
    const target = 'kai@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.post('/api/login', { email: target, password: `guess ${attempt}` })).status).toBe(401);
    }
    const locked = await attacker.post('/api/login', { email: target, password: 'a long enough password' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });

  it('checks at most 5 of 20 concurrent wrong sign-ins for one account (probe F9)', async () => {
    await createAccount(db.orm.em.fork(), { email: 'staff@example.com', name: 'Staff', password: 'a long enough password', role: 'staff' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tab().post('/api/login', { email: 'staff@example.com', password: `wrong ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - statuses.filter((status) => status === 401).length);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.message).toMatch(/^Too many .+\.$/);
  });
});

describe('admin procedures check the role on the server', () => {
  it('refuses every admin call from an anonymous caller with 401', async () => {
    const anonymous = browserLike(http.baseUrl);
    expect((await anonymous.get('/api/admin/users')).status).toBe(401);
    expect((await anonymous.get('/api/admin/invitations')).status).toBe(401);
    expect((await anonymous.post('/api/admin/invitations', {})).status).toBe(401);
    expect((await anonymous.del('/api/admin/invitations/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('refuses admin.* over tRPC without a session', async () => {
    const caller = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
    await expect(caller.admin.team.users()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.admin.team.createInvitation({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a forged session id', async () => {
    const caller = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession('forged-session-id'), config: testConfig() }));
    await expect(caller.admin.team.invitations()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
