import type { OperationLink, OperationResultEnvelope, TRPCClientError } from '@trpc/client';
import type { observable as makeObservable, Observer } from '@trpc/server/observable';
import type superjson from 'superjson';
import type { AppRouter } from '../../server/app-router';

type Envelope = OperationResultEnvelope<unknown, TRPCClientError<AppRouter>>;

/**
 * Subscriptions (the chat) over server-sent events, in the wire format of tRPC 11's
 * httpSubscriptionLink, loaded only when the first subscription starts. Ours rather than
 * tRPC's own: importing that one, even lazily, puts it in the chunk @trpc/client shares
 * with main.tsx and grows every public page by about 4 KB gzipped. The browser's
 * EventSource sends cookies on same-origin requests and, reconnecting on its own after a
 * drop, sends the last message id as Last-Event-ID, from which the server resumes.
 * `observable` and the transformer come from the caller, which has them already: importing
 * them here would split them into one more chunk that every page then loads.
 */
export function subscriptionLink(url: string, { observable, transformer }: { observable: typeof makeObservable; transformer: typeof superjson }): OperationLink<AppRouter> {
  return ({ op }) =>
    observable((observer: Observer<Envelope, TRPCClientError<AppRouter>>) => {
      const input = encodeURIComponent(JSON.stringify(transformer.serialize(op.input)));
      const source = new EventSource(`${url}/${op.path}?input=${input}`);
      const parse = (data: string): unknown => transformer.deserialize(JSON.parse(data) as Parameters<typeof transformer.deserialize>[0]);
      source.addEventListener('connected', () => observer.next({ result: { type: 'started' } }));
      source.addEventListener('message', (event) => {
        const data = parse(event.data as string);
        // As httpSubscriptionLink: a tracked message arrives as { id, data }.
        observer.next({ result: event.lastEventId ? { id: event.lastEventId, data: { id: event.lastEventId, data } } : { data } });
      });
      source.addEventListener('serialized-error', (event) => {
        source.close();
        const { message } = parse((event as MessageEvent<string>).data) as { message?: string };
        observer.error(new Error(message ?? 'The live connection failed.') as TRPCClientError<AppRouter>);
      });
      source.addEventListener('return', () => {
        source.close();
        observer.complete();
      });
      source.addEventListener('error', () => {
        // While CONNECTING the browser retries by itself; CLOSED means it gave up (an HTTP error).
        if (source.readyState === EventSource.CLOSED) observer.error(new Error('The live connection was lost.') as TRPCClientError<AppRouter>);
      });
      return () => source.close();
    });
}
