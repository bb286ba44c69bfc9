import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE } from '../../../shared/auth/team.schemas';
import { browserLike } from '../../../test/http-harness';
import { TEST_PUBLIC_URL } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createAccount } from '../../composition/factories';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { InvitationEntity, UserEntity } from './auth.entity';
import { DEACTIVATED_MESSAGE } from './session.service';

// Issue 20, points 2 and 3: Settings → Team and 'Your account', over the real HTTP stack and its cookies.

const { db, http } = useTestServer({ seed: false });
const PASSWORD = 'correct horse battery staple';
type Tab = ReturnType<typeof browserLike>;

async function signedIn(email: string): Promise<Tab> {
  const tab = browserLike(http.baseUrl);
  const login = await tab.post('/api/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}: ${login.text}`);
  return tab;
}

/** A tRPC mutation as the browser sends it; answers the HTTP status and the data or the error's public body. */
async function mutate(tab: Tab, path: string, input?: unknown) {
  const response = await tab.post(`/trpc/${path}`, { json: input ?? null });
  const body = response.body as { result?: { data: { json: unknown } }; error?: { json: { message: string; data: { fieldErrors?: Record<string, string[]> } } } };
  return { status: response.status, data: body.result?.data.json, message: body.error?.json.message, fieldErrors: body.error?.json.data.fieldErrors };
}

async function member(email: string) {
  return db.orm.em.fork().findOneOrFail(UserEntity, { email });
}

async function newMember(email: string, role: 'owner' | 'staff' = 'staff') {
  return createAccount(db.orm.em.fork(), { name: email.split('@')[0]!, email, password: PASSWORD, role });
}

async function latestEmail(to: string, kind: string) {
  const [email] = await db.orm.em.fork().find(OutboxEmailEntity, { to, kind }, { orderBy: { id: 'desc' }, limit: 1 });
  if (!email) throw new Error(`no ${kind} e-mail to ${to}`);
  return email;
}

function linkParameter(text: string, name: string): string {
  const match = new RegExp(`${TEST_PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/auth\\?${name}=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no /auth?${name}= link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

let owner: Tab;

describe('Settings → Team', () => {
  it('e-mails an invitation through the outbox with a link to /auth carrying the code, stored hashed and usable once', async () => {
    await newMember('owner@example.com', 'owner');
    owner = await signedIn('owner@example.com');
    const created = await owner.post('/api/admin/invitations', { email: 'Kai@Example.com', role: 'staff' });
    expect(created.status).toBe(201);
    const email = await latestEmail('kai@example.com', 'invitation');
    expect(email.subject).toContain('invited you');
    const code = linkParameter(email.text, 'invitation');
    expect(code).toBe(created.body.code);
    expect(email.html).toContain(`/auth?invitation=${code}`);
    const stored = await db.orm.em.fork().findOneOrFail(InvitationEntity, { email: 'kai@example.com' });
    expect(stored.codeHash).toBe(createHash('sha256').update(code).digest('hex'));

    const joined = await browserLike(http.baseUrl).post('/api/register', { name: 'Kai', email: 'kai@example.com', password: PASSWORD, invitationCode: code });
    expect(joined.status).toBe(201);
    expect(joined.body.role).toBe('staff');
    const again = await browserLike(http.baseUrl).post('/api/register', { name: 'Kai', email: 'kai2@example.com', password: PASSWORD, invitationCode: code });
    expect(again.status).toBe(403);
  });

  it('invites an owner too, and an invitation without an address sends no e-mail', async () => {
    const created = await owner.post('/api/admin/invitations', { email: 'noe@example.com', role: 'owner' });
    const joined = await browserLike(http.baseUrl).post('/api/register', {
      name: 'Noe',
      email: 'noe@example.com',
      password: PASSWORD,
      invitationCode: linkParameter((await latestEmail('noe@example.com', 'invitation')).text, 'invitation'),
    });
    expect(created.status).toBe(201);
    expect(joined.body.role).toBe('owner');
    const before = await db.orm.em.fork().count(OutboxEmailEntity, { kind: 'invitation' });
    expect((await owner.post('/api/admin/invitations', {})).status).toBe(201);
    expect(await db.orm.em.fork().count(OutboxEmailEntity, { kind: 'invitation' })).toBe(before);
  });

  it('lists members with role and last sign-in, and changes a role', async () => {
    const list = await owner.get('/api/admin/team/members');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'owner@example.com', role: 'owner', lastSignInAt: expect.any(String), deactivatedAt: null }),
        expect.objectContaining({ email: 'kai@example.com', role: 'staff' }),
      ]),
    );
    const kai = await member('kai@example.com');
    const promoted = await mutate(owner, 'admin.team.setRole', { userId: kai.id, role: 'owner' });
    expect(promoted.data).toMatchObject({ email: 'kai@example.com', role: 'owner' });
    expect((await signedIn('kai@example.com').then((tab) => tab.get('/api/user'))).body.role).toBe('owner');
    expect((await mutate(owner, 'admin.team.setRole', { userId: kai.id, role: 'staff' })).data).toMatchObject({ role: 'staff' });
    expect((await mutate(owner, 'admin.team.setRole', { userId: kai.id, role: 'admin' })).status).toBe(400);
  });

  it('deactivates a member: every session of theirs (and any copy of its cookie) stops on its next call, and they cannot sign in', async () => {
    // A second owner, so that she can invite someone (an owner's work) before she is deactivated.
    await newMember('lani@example.com', 'owner');
    const lani = await signedIn('lani@example.com');
    const laniPhone = await signedIn('lani@example.com');
    const copied = browserLike(http.baseUrl);
    copied.setCookie(lani.cookie());
    expect((await copied.get('/api/user')).status).toBe(200);
    const lanisInvitation = await lani.post('/api/admin/invitations', { email: 'friend@example.com' });
    expect(lanisInvitation.status).toBe(201);

    const done = await mutate(owner, 'admin.team.deactivate', { userId: (await member('lani@example.com')).id });
    expect(done.data).toMatchObject({ email: 'lani@example.com', deactivatedAt: expect.any(String) });
    for (const tab of [lani, laniPhone, copied]) expect((await tab.get('/api/user')).status).toBe(401);
    expect((await lani.get('/api/admin/outbox')).status).toBe(401);
    const again = await browserLike(http.baseUrl).post('/api/login', { email: 'lani@example.com', password: PASSWORD });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(DEACTIVATED_MESSAGE);
    const wrong = await browserLike(http.baseUrl).post('/api/login', { email: 'lani@example.com', password: 'not the password at all' });
    expect(wrong.status).toBe(401);
    // Deactivated, not deleted: what they did still names them.
    const invitations = await owner.get('/api/admin/invitations');
    expect(invitations.body).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'friend@example.com', createdBy: 'lani@example.com' })]));
    // A reset link cannot bring them back either.
    await browserLike(http.baseUrl).post('/api/password-reset/request', { email: 'lani@example.com' });
    expect(await db.orm.em.fork().count(OutboxEmailEntity, { to: 'lani@example.com', kind: 'password-reset' })).toBe(0);

    expect((await mutate(owner, 'admin.team.reactivate', { userId: (await member('lani@example.com')).id })).data).toMatchObject({ deactivatedAt: null });
    expect((await signedIn('lani@example.com').then((tab) => tab.get('/api/user'))).status).toBe(200);
    // Back to staff: the tests below need the fixture owner to be the only active one.
    expect((await mutate(owner, 'admin.team.setRole', { userId: (await member('lani@example.com')).id, role: 'staff' })).data).toMatchObject({ role: 'staff' });
  });

  it('never demotes or deactivates the last active owner, whoever asks', async () => {
    const noe = await member('noe@example.com');
    expect((await mutate(owner, 'admin.team.deactivate', { userId: noe.id })).status).toBe(200);
    const ownerRow = await member('owner@example.com');
    const demote = await mutate(owner, 'admin.team.setRole', { userId: ownerRow.id, role: 'staff' });
    expect(demote.status).toBe(409);
    expect(demote.message).toBe(LAST_OWNER_MESSAGE);
    // Staff may not touch the team at all (the permission table), the last owner least of all.
    const kai = await signedIn('kai@example.com');
    const deactivate = await mutate(kai, 'admin.team.deactivate', { userId: ownerRow.id });
    expect(deactivate.status).toBe(403);
    expect(deactivate.message).toBe('Only the owner can do this.');
    const self = await mutate(owner, 'admin.team.deactivate', { userId: ownerRow.id });
    expect(self.status).toBe(400);
    expect((await member('owner@example.com')).role).toBe('owner');
    expect((await owner.get('/api/user')).status).toBe(200);
  });

  it('hands ownership to another member: they become owner, the one handing over becomes staff', async () => {
    const kai = await member('kai@example.com');
    const noe = await member('noe@example.com');
    expect((await mutate(owner, 'admin.team.handOverOwnership', { userId: noe.id })).status).toBe(409);
    const handed = await mutate(owner, 'admin.team.handOverOwnership', { userId: kai.id });
    expect(handed.status).toBe(200);
    expect((await member('kai@example.com')).role).toBe('owner');
    expect((await member('owner@example.com')).role).toBe('staff');
    expect((await owner.get('/api/user')).body.role).toBe('staff');
    // Back again, for the tests below.
    const kaiTab = await signedIn('kai@example.com');
    expect((await mutate(kaiTab, 'admin.team.handOverOwnership', { userId: (await member('owner@example.com')).id })).status).toBe(200);
    expect((await member('owner@example.com')).role).toBe('owner');
  });
});

describe('Your account', () => {
  it('changes the name', async () => {
    const renamed = await mutate(owner, 'admin.account.updateName', { name: 'Leilani K.' });
    expect(renamed.data).toMatchObject({ name: 'Leilani K.' });
    expect((await owner.get('/api/user')).body.name).toBe('Leilani K.');
    expect((await mutate(owner, 'admin.account.updateName', { name: '' })).fieldErrors).toEqual({ name: ['Name is required'] });
  });

  it('lists only your own sessions, and signing one out cannot reach another member’s', async () => {
    const laptop = await signedIn('owner@example.com');
    const kai = await signedIn('kai@example.com');
    const mine = await owner.get('/api/admin/account/sessions');
    expect(mine.status).toBe(200);
    const sessions = mine.body as unknown as { id: string; current: boolean; device: string; ip: string; lastSeenAt: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, ip: expect.stringMatching(/127\.0\.0\.1/), lastSeenAt: expect.any(String), device: expect.any(String) });
    const kaisSession = ((await kai.get('/api/admin/account/sessions')).body as unknown as { id: string }[])[0]!.id;
    expect(sessions.map((session) => session.id)).not.toContain(kaisSession);

    const refused = await mutate(owner, 'admin.account.endSession', { id: kaisSession });
    expect(refused.status).toBe(404);
    expect((await kai.get('/api/user')).status).toBe(200);

    const laptopSession = ((await laptop.get('/api/admin/account/sessions')).body as unknown as { id: string; current: boolean }[]).find((session) => session.current)!.id;
    expect((await mutate(owner, 'admin.account.endSession', { id: laptopSession })).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);

    const phone = await signedIn('owner@example.com');
    const ended = await mutate(owner, 'admin.account.endOtherSessions');
    expect((ended.data as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await kai.get('/api/user')).status).toBe(200);
  });

  it('changes the password only with the current one, ending every other session but this one', async () => {
    const other = await signedIn('owner@example.com');
    const wrong = await mutate(owner, 'admin.account.changePassword', { currentPassword: 'not my password', newPassword: 'a new long password' });
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors).toEqual({ currentPassword: ['This is not your current password'] });
    expect((await other.get('/api/user')).status).toBe(200);
    const changed = await mutate(owner, 'admin.account.changePassword', { currentPassword: PASSWORD, newPassword: 'a new long password' });
    expect(changed.data).toEqual({ ended: 1 });
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await browserLike(http.baseUrl).post('/api/login', { email: 'owner@example.com', password: 'a new long password' })).status).toBe(200);
    expect((await browserLike(http.baseUrl).post('/api/login', { email: 'owner@example.com', password: PASSWORD })).status).toBe(401);
    await mutate(owner, 'admin.account.changePassword', { currentPassword: 'a new long password', newPassword: PASSWORD });
  });

  it('changes the e-mail address only when the link sent to the new address is followed, once', async () => {
    const wrong = await mutate(owner, 'admin.account.requestEmailChange', { email: 'leilani@example.com', currentPassword: 'not my password' });
    expect(wrong.fieldErrors).toEqual({ currentPassword: ['This is not your current password'] });
    const taken = await mutate(owner, 'admin.account.requestEmailChange', { email: 'kai@example.com', currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    const asked = await mutate(owner, 'admin.account.requestEmailChange', { email: 'Leilani@Example.com', currentPassword: PASSWORD });
    expect(asked.status).toBe(200);
    expect((await owner.get('/api/user')).body.email).toBe('owner@example.com');
    const token = linkParameter((await latestEmail('leilani@example.com', 'email-change')).text, 'email-change');
    const [row] = await db.orm.em.fork().getConnection().execute<{ token_hash: string }[]>('select token_hash from email_change');
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const confirmed = await mutate(browserLike(http.baseUrl), 'auth.confirmEmailChange', { token });
    expect(confirmed.data).toEqual({ email: 'leilani@example.com' });
    expect((await owner.get('/api/user')).body.email).toBe('leilani@example.com');
    const reused = await mutate(browserLike(http.baseUrl), 'auth.confirmEmailChange', { token });
    expect(reused.status).toBe(400);
    expect((await browserLike(http.baseUrl).post('/api/login', { email: 'leilani@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('a used password-reset link ends every session of the account', async () => {
    const a = await signedIn('kai@example.com');
    const b = await signedIn('kai@example.com');
    await browserLike(http.baseUrl).post('/api/password-reset/request', { email: 'kai@example.com' });
    const token = linkParameter((await latestEmail('kai@example.com', 'password-reset')).text, 'reset');
    const resetter = browserLike(http.baseUrl);
    expect((await resetter.post('/api/password-reset', { token, password: 'kai has a new password' })).status).toBe(200);
    expect((await a.get('/api/user')).status).toBe(401);
    expect((await b.get('/api/user')).status).toBe(401);
    expect((await resetter.get('/api/user')).status).toBe(200);
    expect(await db.orm.em.fork().count('Session', { user: (await member('kai@example.com')).id })).toBe(1);
  });
});
