import { describe, expect, it } from 'vitest';
import { SETUP_REQUIRED_MESSAGE } from '../../../shared/auth/sign-in-factors.schemas';
import { browserLike } from '../../../test/http-harness';
import { softwareAuthenticator } from '../../../test/software-authenticator';
import { TEST_PUBLIC_URL } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createAccount } from '../../composition/factories';
import { signInMethodsOf } from './sign-in-methods.service';

const { db, http } = useTestServer({ seed: false });
const password = 'a long enough password';

async function signedIn(email: string, role: 'owner' | 'staff') {
  const user = await createAccount(db.orm.em.fork(), { name: email.split('@')[0]!, email, password, role });
  const tab = browserLike(http.baseUrl);
  expect((await tab.post('/api/login', { email, password })).status).toBe(200);
  return { user, tab };
}

async function addPasskey(tab: ReturnType<typeof browserLike>, device: ReturnType<typeof softwareAuthenticator>, name: string) {
  const options = await tab.post('/api/admin/security/passkeys/options');
  expect(options.status).toBe(200);
  return tab.post('/api/admin/security/passkeys', { name, response: device.create(options.body as never) });
}

describe('passkeys', () => {
  const device = softwareAuthenticator(TEST_PUBLIC_URL);

  it('adds a named passkey for the signed-in member, for this site only', async () => {
    const { tab } = await signedIn('nalu@example.com', 'staff');
    const options = await tab.post('/api/admin/security/passkeys/options');
    expect(options.body).toMatchObject({ rp: { id: '127.0.0.1' }, user: { name: 'nalu@example.com' }, attestation: 'none' });
    const added = await tab.post('/api/admin/security/passkeys', { name: 'Work laptop', response: device.create(options.body as never) });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect((await tab.get('/api/admin/security')).body).toMatchObject({ passkeys: [{ name: 'Work laptop', lastUsedAt: null }], twoFactor: false });
  });

  it('refuses a registration answer for a challenge already used, or made for another site', async () => {
    const { tab } = await signedIn('moana@example.com', 'staff');
    const options = await tab.post('/api/admin/security/passkeys/options');
    const response = device.create(options.body as never);
    expect((await tab.post('/api/admin/security/passkeys', { name: 'Phone', response })).status).toBe(201);
    const again = await tab.post('/api/admin/security/passkeys', { name: 'Phone again', response });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This passkey request has expired or was used already. Try again.');
    const elsewhere = softwareAuthenticator('https://evil.example');
    const fresh = await tab.post('/api/admin/security/passkeys/options');
    const forged = await tab.post('/api/admin/security/passkeys', { name: 'Forged', response: elsewhere.create(fresh.body as never) });
    expect(forged.status).toBe(400);
    expect((await tab.get('/api/admin/security')).body).toMatchObject({ passkeys: [{ name: 'Phone' }] });
  });

  it('signs in with the passkey alone, once per challenge, and records its last use', async () => {
    const tab = browserLike(http.baseUrl);
    const options = await tab.post('/api/passkeys/sign-in/options');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });
    const response = device.get(options.body as never);
    const signedIn = await tab.post('/api/passkeys/sign-in', { response });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: 'moana@example.com' });
    expect((await tab.get('/api/user')).body).toMatchObject({ email: 'moana@example.com' });
    const overview = await tab.get('/api/admin/security');
    expect((overview.body.passkeys as { lastUsedAt: string | null }[])[0]!.lastUsedAt).toEqual(expect.any(String));

    const replay = browserLike(http.baseUrl);
    const replayed = await replay.post('/api/passkeys/sign-in', { response });
    expect(replayed.status).toBe(400);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('refuses a passkey this site does not know, and a signature over another challenge', async () => {
    const stranger = softwareAuthenticator(TEST_PUBLIC_URL);
    stranger.create({ challenge: 'x', rp: { id: '127.0.0.1', name: 'x' }, user: { id: 'dXNlcg', name: 'x', displayName: 'x' }, pubKeyCredParams: [] });
    const tab = browserLike(http.baseUrl);
    const options = await tab.post('/api/passkeys/sign-in/options');
    expect((await tab.post('/api/passkeys/sign-in', { response: stranger.get(options.body as never) })).status).toBe(401);
    const unissued = await tab.post('/api/passkeys/sign-in', { response: device.get({ challenge: 'bm90LWlzc3VlZA' }) });
    expect(unissued.status).toBe(400);
    expect((await tab.get('/api/user')).status).toBe(401);
  });

  it('renames and removes only your own passkeys', async () => {
    const { tab } = await signedIn('pua@example.com', 'staff');
    const mine = await addPasskey(tab, softwareAuthenticator(TEST_PUBLIC_URL), 'Tablet');
    const id = String(mine.body.id);
    expect((await tab.put('/api/admin/security/passkeys', { id, name: 'Kitchen tablet' })).body).toMatchObject({ name: 'Kitchen tablet' });
    const other = (await signedIn('keoni@example.com', 'staff')).tab;
    expect((await other.del(`/api/admin/security/passkeys/${encodeURIComponent(id)}`)).status).toBe(404);
    expect((await tab.del(`/api/admin/security/passkeys/${encodeURIComponent(id)}`)).status).toBe(200);
    expect((await tab.get('/api/admin/security')).body).toMatchObject({ passkeys: [] });
  });
});

describe("the owner's requirement: a passkey or two-factor for everyone", () => {
  it('takes a member without either to set one up, refusing every other admin call until they have', async () => {
    const owner = await signedIn('owner@example.com', 'owner');
    const refusedOwner = await owner.tab.put('/api/admin/security/requirement', { requiredForEveryone: true });
    expect(refusedOwner.status).toBe(409);
    expect((await addPasskey(owner.tab, softwareAuthenticator(TEST_PUBLIC_URL), 'Owner phone')).status).toBe(201);
    expect((await owner.tab.put('/api/admin/security/requirement', { requiredForEveryone: true })).body).toEqual({ requiredForEveryone: true });

    const staff = await signedIn('leimomi@example.com', 'staff');
    expect((await staff.tab.get('/api/user')).body).toMatchObject({ securitySetupRequired: true });
    const refused = await staff.tab.get('/api/admin/bookings');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SETUP_REQUIRED_MESSAGE);
    expect((await staff.tab.get('/api/admin/security')).body).toMatchObject({ requiredForEveryone: true, passkeys: [] });

    const added = await addPasskey(staff.tab, softwareAuthenticator(TEST_PUBLIC_URL), 'My phone');
    expect(added.status).toBe(201);
    expect((await staff.tab.get('/api/user')).body).not.toHaveProperty('securitySetupRequired');
    expect((await staff.tab.get('/api/admin/bookings')).status).toBe(200);

    const lastOne = await staff.tab.del(`/api/admin/security/passkeys/${encodeURIComponent(String(added.body.id))}`);
    expect(lastOne.status).toBe(409);
    const notOwner = await staff.tab.put('/api/admin/security/requirement', { requiredForEveryone: false });
    expect(notOwner.status).toBe(403);
    expect((await owner.tab.put('/api/admin/security/requirement', { requiredForEveryone: false })).status).toBe(200);
    expect((await staff.tab.del(`/api/admin/security/passkeys/${encodeURIComponent(String(added.body.id))}`)).status).toBe(200);
  });

  it('tells the Team list who uses a passkey or two-factor', async () => {
    const em = db.orm.em.fork();
    const [owner, staff, nobody] = await Promise.all(
      ['owner@example.com', 'moana@example.com', 'keoni@example.com'].map((email) => em.getConnection().execute<{ id: string }[]>('select id from app_user where email = ?', [email], 'all')),
    );
    const methods = await signInMethodsOf(em, [owner![0]!.id, staff![0]!.id, nobody![0]!.id]);
    expect(methods.get(owner![0]!.id)).toEqual({ passkeys: 1, twoFactor: false });
    expect(methods.get(staff![0]!.id)).toEqual({ passkeys: 1, twoFactor: false });
    expect(methods.get(nobody![0]!.id)).toEqual({ passkeys: 0, twoFactor: false });
  });
});
