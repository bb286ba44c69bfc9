import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc';

/** Stands in for the browser's EventSource: records what the link opens and lets the test push events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readonly CLOSED = 2;
  readyState = 1;
  private listeners = new Map<string, ((event: { data?: string; lastEventId?: string }) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data?: string; lastEventId?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  removeEventListener() {}

  emit(type: string, event: { data?: string; lastEventId?: string }) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  close() {
    this.readyState = this.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('createTrpcClient', () => {
  it('sends subscriptions over server-sent events and hands each tracked message over with its id', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const client = createTrpcClient('http://site.test');
    const received: unknown[] = [];
    const subscription = client.chat.onMessage.subscribe({}, { onData: (data) => received.push(data) });

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toMatch(/^http:\/\/site\.test\/trpc\/chat\.onMessage\?input=/);
    source.emit('connected', { data: JSON.stringify({}) });
    const message = { id: '7', conversationId: 'c1', author: 'host', body: 'Aloha!', clientId: null, createdAt: '2026-11-24T10:00:00.000Z' };
    source.emit('message', { data: JSON.stringify({ json: message }), lastEventId: '7' });

    await vi.waitFor(() => expect(received).toEqual([{ id: '7', data: message }]));
    expect(fetchSpy).not.toHaveBeenCalled();
    subscription.unsubscribe();
    await vi.waitFor(() => expect(source.readyState).toBe(source.CLOSED));
  });

  it("passes the server's refusal on as the subscription's error", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = createTrpcClient('http://site.test');
    const errors: string[] = [];
    client.chat.onMessage.subscribe({}, { onError: (error) => errors.push(error.message) });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    source.emit('serialized-error', { data: JSON.stringify({ json: { message: 'No conversation here yet.', code: -32004 } }) });
    await vi.waitFor(() => expect(errors).toEqual(['No conversation here yet.']));
    expect(source.readyState).toBe(source.CLOSED);
  });
});
