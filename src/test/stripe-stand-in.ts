import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createLedger, now, parseStripeForm, StripeApiError, stripeId, type StandInIntent, type StandInRefund } from './stripe-stand-in-ledger';

/**
 * A local HTTP server shaped like the parts of Stripe's API that booking
 * uses (PaymentIntents and Refunds): form-encoded requests with bracketed
 * keys, Bearer secret keys, Idempotency-Key replays, JSON objects and error
 * bodies like Stripe's. The real stripe SDK is pointed at it with its
 * host/port/protocol options. Test controls move an intent along as a
 * guest's browser would, and deliver webhooks signed with a real
 * Stripe-Signature header. API calls themselves send no webhooks, so tests
 * decide exactly which events arrive.
 */

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StandInIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:54321: pass as STRIPE_API_BASE / apiBase. */
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, StandInIntent>;
  refunds: StandInRefund[];
  /** Every API call received, in order. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Where test controls deliver webhooks (the app's /api/stripe/webhook). */
  webhookUrl: string | null;
  /** The guest's payment went through. Delivers payment_intent.succeeded unless webhook is false. */
  succeed(id: string, options?: { webhook?: boolean }): Promise<WebhookDelivery | null>;
  /** The card was declined. Delivers payment_intent.payment_failed unless webhook is false. */
  fail(id: string, options?: { webhook?: boolean }): Promise<WebhookDelivery | null>;
  /** A new event for the intent as it stands now. */
  eventFor(id: string, type: string): StandInEvent;
  /** Posts an event to webhookUrl, signed with the webhook secret (or the given signature header). */
  deliver(event: StandInEvent, options?: { signature?: string }): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

export interface WebhookDelivery {
  event: StandInEvent;
  status: number;
  body: string;
}

const API_VERSION = Stripe.API_VERSION;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin${randomBytes(8).toString('hex')}`;
  const { intents, refunds, intentOf, route } = createLedger();
  const requests: StripeStandIn['requests'] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  function send(res: ServerResponse, status: number, body: string, replayed = false): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req'),
      'stripe-version': API_VERSION,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } }));
      return;
    }
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    if (method === 'POST' && key) {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } }));
          return;
        }
        send(res, seen.status, seen.body, true);
        return;
      }
    }
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: { ...error.body, doc_url: error.body.code ? `https://docs.stripe.com/error-codes/${error.body.code.replace(/_/g, '-')}` : undefined } });
    }
    // Stripe replays a key's first answer, errors included, except for 5xx.
    if (method === 'POST' && key) idempotent.set(key, { fingerprint, status, body });
    send(res, status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never keeps a test process alive on its own.
  server.unref();
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey: `pk_test_standin${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
    intents,
    refunds,
    requests,
    webhookUrl: null,
    async succeed(id, options = {}) {
      const intent = intentOf(id);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      intent.latest_charge = stripeId('ch');
      intent.payment_method = stripeId('pm');
      return options.webhook === false ? null : standIn.deliver(standIn.eventFor(id, 'payment_intent.succeeded'));
    },
    async fail(id, options = {}) {
      const intent = intentOf(id);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      return options.webhook === false ? null : standIn.deliver(standIn.eventFor(id, 'payment_intent.payment_failed'));
    },
    eventFor(id, type) {
      return {
        id: stripeId('evt'),
        object: 'event',
        api_version: API_VERSION,
        created: now(),
        data: { object: structuredClone(intentOf(id)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    async deliver(event, options = {}) {
      if (!standIn.webhookUrl) throw new Error('stand-in: set webhookUrl before delivering events');
      const payload = JSON.stringify(event, null, 2);
      const signature = options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret });
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      return { event, status: response.status, body: await response.text() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
