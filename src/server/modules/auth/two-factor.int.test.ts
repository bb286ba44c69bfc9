import { TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserLike } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createAccount } from '../../composition/factories';
import { WRONG_CODE } from './totp.service';
import { STEP_EXPIRED } from './second-step.service';

const { db, http } = useTestServer({ seed: false });
const member = { name: 'Kai Akana', email: 'kai@example.com', password: 'a long enough password' };
const STEP = 30_000;
// The middle of the current 30 s step. Not a fixed date: part of the sign-in path runs on clocks no fake timer moves
// (PostgreSQL's), so a frozen time hours away from the real one broke it (a fixed 2026-11-27 09:00 made the
// throttling test get 429 for the first wrong code once the real time passed 10:40 that day).
const T = Math.floor(Date.now() / STEP) * STEP + STEP / 2;

let secret = '';
let recoveryCodes: string[] = [];
const codeAt = (time: number) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: time });
const freezeAt = (time: number) => vi.setSystemTime(time);

async function passwordStep() {
  const tab = browserLike(http.baseUrl);
  const answer = await tab.post('/api/login', { email: member.email, password: member.password });
  return { tab, answer };
}

beforeAll(async () => {
  await createAccount(db.orm.em.fork(), { ...member, role: 'staff' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('turning two-factor on', () => {
  it('shows the secret and its QR code once, keeps the seed encrypted, and counts only after a first right code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    freezeAt(T);
    const { tab } = await passwordStep();
    const setup = await tab.post('/api/admin/security/two-factor');
    expect(setup.status).toBe(201);
    secret = String(setup.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(String(setup.body.otpauthUrl)).toContain(`secret=${secret}`);
    expect(String(setup.body.qrCodeDataUrl)).toMatch(/^data:image\/png;base64,/);

    const [row] = await db.orm.em.fork().getConnection().execute<{ secret_encrypted: string }[]>('select secret_encrypted from totp_factor', [], 'all');
    expect(row!.secret_encrypted).not.toContain(secret);
    expect(row!.secret_encrypted.toUpperCase()).not.toContain(secret);

    const wrong = await tab.post('/api/admin/security/two-factor/confirm', { code: codeAt(T + 3 * STEP) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: [WRONG_CODE] });
    expect((await tab.get('/api/admin/security')).body).toMatchObject({ twoFactor: false });

    const confirmed = await tab.post('/api/admin/security/two-factor/confirm', { code: codeAt(T) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    const overview = await tab.get('/api/admin/security');
    expect(overview.body).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10, passkeys: [] });
    expect(overview.text).not.toContain(secret);
    const stored = await db.orm.em.fork().getConnection().execute<{ code_hash: string }[]>('select code_hash from recovery_code', [], 'all');
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
  });
});

describe('signing in with a code after the password', () => {
  const later = T + 20 * STEP;

  it('asks for the code after a right password and starts no session until it comes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    freezeAt(later);
    const { tab, answer } = await passwordStep();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondStep: 'code' });
    expect((await tab.get('/api/user')).status).toBe(401);
    expect((await tab.get('/api/admin/security')).status).toBe(401);
  });

  it.each([
    ['two steps back', -2],
    ['two steps ahead', 2],
  ])('refuses the code from %s', async (_label, offset) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    freezeAt(later);
    const { tab } = await passwordStep();
    const refused = await tab.post('/api/login/code', { code: codeAt(later + offset * STEP) });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(WRONG_CODE);
    expect((await tab.get('/api/user')).status).toBe(401);
  });

  it('accepts the previous step, then refuses that code again (no replay), and accepts the next step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    freezeAt(later);
    const first = await passwordStep();
    const previous = codeAt(later - STEP);
    const accepted = await first.tab.post('/api/login/code', { code: previous });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ email: member.email, role: 'staff' });
    expect((await first.tab.get('/api/user')).status).toBe(200);

    const replay = await passwordStep();
    expect((await replay.tab.post('/api/login/code', { code: previous })).status).toBe(401);
    expect((await replay.tab.post('/api/login/code', { code: codeAt(later + STEP) })).status).toBe(200);
    // The next step is now spent as well: the current one is older and refused.
    const older = await passwordStep();
    expect((await older.tab.post('/api/login/code', { code: codeAt(later) })).status).toBe(401);
  });

  it('takes each recovery code once, typed in any case', async () => {
    const first = await passwordStep();
    expect((await first.tab.post('/api/login/code', { code: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    const again = await passwordStep();
    const refused = await again.tab.post('/api/login/code', { code: recoveryCodes[0] });
    expect(refused.status).toBe(401);
    expect((await again.tab.get('/api/user')).status).toBe(401);
    expect((await first.tab.get('/api/admin/security')).body).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('needs the password step first: a code alone opens nothing', async () => {
    const stranger = browserLike(http.baseUrl);
    const refused = await stranger.post('/api/login/code', { code: '123456' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(STEP_EXPIRED);
  });

  it('throttles codes like passwords: after five wrong ones even the right code waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const time = T + 200 * STEP;
    freezeAt(time);
    const { tab } = await passwordStep();
    const wrong = codeAt(time + 5 * STEP);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await tab.post('/api/login/code', { code: wrong })).status).toBe(401);
    const locked = await tab.post('/api/login/code', { code: codeAt(time) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });
});

describe('turning two-factor off', () => {
  it('asks for a current code, then sign-in is the password alone again', async () => {
    // The throttle test above left this client waiting.
    await db.orm.em.fork().getConnection().execute("delete from login_throttle where account like 'code:%'", [], 'run');
    const { tab } = await passwordStep();
    expect((await tab.post('/api/login/code', { code: recoveryCodes[1] })).status).toBe(200);
    const refused = await tab.post('/api/admin/security/two-factor/disable', { code: recoveryCodes[1] });
    expect(refused.status).toBe(400);
    expect((await tab.post('/api/admin/security/two-factor/disable', { code: recoveryCodes[2] })).status).toBe(200);
    expect((await passwordStep()).answer.body).toMatchObject({ email: member.email });
    const counts = await db.orm.em.fork().getConnection().execute<{ n: string }[]>('select (select count(*) from totp_factor) + (select count(*) from recovery_code) as n', [], 'all');
    expect(Number(counts[0]!.n)).toBe(0);
  });
});
