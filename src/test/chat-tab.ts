import { browserLike } from './http-harness';

/** A browser tab talking to the chat over tRPC's HTTP wire format (superjson), keeping its cookies. */
export function chatTab(baseUrl: string, cookie?: string) {
  const tab = browserLike(baseUrl);
  if (cookie) tab.setCookie(cookie);
  const data = (response: Awaited<ReturnType<typeof tab.post>>) => {
    const body = response.body as { result?: { data: { json: unknown } }; error?: { json: { message: string; data: { code: string } } } };
    return { status: response.status, data: body.result?.data.json as Record<string, unknown> | undefined, error: body.error?.json };
  };
  return {
    tab,
    mutate: async (path: string, input?: unknown) => data(await tab.post(`/trpc/${path}`, input === undefined ? {} : { json: input })),
    query: async (path: string, input: unknown = {}) => data(await tab.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)),
    /** Opens the subscription as httpSubscriptionLink does (GET, text/event-stream) and collects the tracked events. */
    subscribe: (path: string, input: unknown = {}) => openStream(baseUrl, path, input, tab.cookie()),
  };
}

export interface StreamEvent {
  id: string;
  data: Record<string, unknown>;
  at: number;
}

async function openStream(baseUrl: string, path: string, input: unknown, cookie: string) {
  const abort = new AbortController();
  const events: StreamEvent[] = [];
  /** Errors the server sent in the stream (tRPC answers a refused subscription as a 'serialized-error' event). */
  const errors: { code?: string; message?: string }[] = [];
  const waiters: (() => void)[] = [];
  const response = await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate', cookie },
    signal: abort.signal,
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(.*)$/m.exec(block)?.[1];
          const raw = /^data: ?(.*)$/m.exec(block)?.[1];
          const type = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          if (/^event: ?serialized-error$/m.test(block) && raw) {
            const error = JSON.parse(raw) as { json?: { message?: string; data?: { code?: string } } };
            errors.push({ code: error.json?.data?.code, message: error.json?.message });
            for (const wake of waiters.splice(0)) wake();
          } else if (type === 'message' && raw) {
            // Tracked messages carry an id (a reconnect resumes after it); the admin's activity comes without one ('').
            events.push({ id: id ?? '', data: (JSON.parse(raw) as { json: Record<string, unknown> }).json, at: Date.now() });
            for (const wake of waiters.splice(0)) wake();
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    errors,
    /** Waits until the server has sent an error in the stream, or fails after `ms`. */
    async waitForError(ms = 3000) {
      const deadline = Date.now() + ms;
      while (errors.length === 0) {
        if (Date.now() > deadline) throw new Error('expected an error in the stream');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return errors[0]!;
    },
    /** Waits until `count` events have arrived, or fails after `ms`. */
    async waitFor(count: number, ms = 3000): Promise<StreamEvent[]> {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} events, got ${events.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events;
    },
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}
