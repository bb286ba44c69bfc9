import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { allow_redirects: 'always'; enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

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

function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `metadata[reference]=KB-1&automatic_payment_methods[enabled]=true`. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((part) => part !== '');
    let node = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

function missing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const CANCELABLE = new Set(['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin${randomBytes(8).toString('hex')}`;
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const requests: StripeStandIn['requests'] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  function intentOf(id: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    return intent;
  }

  function createIntent(params: Record<string, unknown>): StandInIntent {
    const amount = Number(params.amount);
    if (params.amount === undefined) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: amount.', param: 'amount' });
    if (!Number.isInteger(amount)) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: ' + String(params.amount), param: 'amount' });
    if (amount < 50) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least $0.50 usd', param: 'amount' });
    if (typeof params.currency !== 'string') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: currency.', param: 'currency' });
    const id = stripeId('pi');
    const automatic = (params.automatic_payment_methods as { enabled?: string } | undefined)?.enabled === 'true';
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: params.currency.toLowerCase(),
      customer: null,
      description: typeof params.description === 'string' ? params.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_method: null,
      payment_method_types: automatic ? ['card', 'link'] : ['card'],
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    return intent;
  }

  function cancelIntent(id: string, params: Record<string, unknown>): StandInIntent {
    const intent = intentOf(id);
    if (!CANCELABLE.has(intent.status)) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
    return intent;
  }

  function createRefund(params: Record<string, unknown>): StandInRefund {
    const intentId = params.payment_intent;
    if (typeof intentId !== 'string') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'One of the following params should be provided for this request: payment_intent or charge.' });
    const intent = intents.get(intentId);
    if (!intent) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentId}'`, param: 'payment_intent' });
    if (intent.status !== 'succeeded') {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, param: 'payment_intent' });
    }
    const refunded = refunds.filter((refund) => refund.payment_intent === intentId).reduce((sum, refund) => sum + refund.amount, 0);
    const remaining = intent.amount_received - refunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (remaining <= 0) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.latest_charge} has already been refunded.` });
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        param: 'amount',
      });
    }
    const refund: StandInRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: {},
      payment_intent: intentId,
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, params: Record<string, unknown>): unknown {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return cancelIntent(decodeURIComponent(cancel[1]!), params);
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) return intentOf(decodeURIComponent(one[1]!));
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

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
