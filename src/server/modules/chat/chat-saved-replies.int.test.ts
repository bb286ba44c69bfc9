import { beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { chatTab } from '../../../test/chat-tab';

const { db, http } = useTestServer({ seed: false });
let owner: ReturnType<typeof chatTab>;

beforeAll(async () => {
  owner = chatTab(http.baseUrl, (await signedInOwner(db.orm, http.baseUrl)).cookie());
});

describe('admin.chat.savedReplies', () => {
  it('adds, lists by title, changes and removes the host’s saved replies', async () => {
    expect((await owner.query('admin.chat.savedReplies.list')).data).toEqual([]);
    const wifi = await owner.mutate('admin.chat.savedReplies.save', { title: 'Wi-Fi', body: 'The network is KaneoheBay, password on the fridge.' });
    expect(wifi.status).toBe(200);
    const checkIn = await owner.mutate('admin.chat.savedReplies.save', { title: '  Check-in  ', body: 'Check-in is from 3 pm.\nThe key box code comes the day before.' });
    expect(checkIn.data).toMatchObject({ title: 'Check-in', body: 'Check-in is from 3 pm.\nThe key box code comes the day before.' });
    expect(((await owner.query('admin.chat.savedReplies.list')).data as unknown as { title: string }[]).map((reply) => reply.title)).toEqual(['Check-in', 'Wi-Fi']);

    const changed = await owner.mutate('admin.chat.savedReplies.save', { id: wifi.data!.id, title: 'Wi-Fi', body: 'Network KaneoheBay.' });
    expect(changed.data).toEqual({ id: wifi.data!.id, title: 'Wi-Fi', body: 'Network KaneoheBay.' });
    expect(await owner.mutate('admin.chat.savedReplies.remove', { id: checkIn.data!.id })).toMatchObject({ status: 200, data: { ok: true } });
    expect((await owner.query('admin.chat.savedReplies.list')).data).toEqual([{ id: wifi.data!.id, title: 'Wi-Fi', body: 'Network KaneoheBay.' }]);
  });

  it('keeps every one of several saves made at the same moment', async () => {
    const before = ((await owner.query('admin.chat.savedReplies.list')).data as unknown as unknown[]).length;
    const saves = await Promise.all(Array.from({ length: 6 }, (_, index) => owner.mutate('admin.chat.savedReplies.save', { title: `Same time ${index}`, body: 'Aloha' })));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(((await owner.query('admin.chat.savedReplies.list')).data as unknown as unknown[]).length).toBe(before + 6);
  });

  it('answers a clear 400 per field for bad input, and 404 for a reply that is gone', async () => {
    const bad = await owner.mutate('admin.chat.savedReplies.save', { title: ' ', body: '' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('Give it a title');
    expect(JSON.stringify(bad.error)).toContain('Write the reply');
    expect(JSON.stringify(bad.error)).not.toMatch(/at .*\.ts/);
    const gone = await owner.mutate('admin.chat.savedReplies.save', { id: '00000000-0000-4000-8000-000000000000', title: 'Gone', body: 'Gone' });
    expect(gone.status).toBe(404);
  });

  it('refuses visitors who are not signed in', async () => {
    const visitor = chatTab(http.baseUrl);
    expect((await visitor.query('admin.chat.savedReplies.list')).status).toBe(401);
    expect((await visitor.mutate('admin.chat.savedReplies.save', { title: 'x', body: 'y' })).status).toBe(401);
    expect((await visitor.mutate('admin.chat.savedReplies.remove', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(401);
  });
});
