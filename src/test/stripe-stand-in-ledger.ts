import { randomBytes } from 'node:crypto';

/**
 * The state behind the Stripe stand-in: PaymentIntents and Refunds, with
 * Stripe's rules for what may happen to them and its error objects when a
 * call breaks one. Field names follow Stripe's API reference.
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

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export const now = () => Math.floor(Date.now() / 1000);

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

export class StripeApiError extends Error {
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

const CANCELABLE = new Set(['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']);

export interface StandInLedger {
  intents: Map<string, StandInIntent>;
  refunds: StandInRefund[];
  intentOf: (id: string) => StandInIntent;
  /** One API call: the object it answers with, or a StripeApiError. */
  route: (method: string, path: string, params: Record<string, unknown>) => unknown;
}

export function createLedger(): StandInLedger {
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];

  function intentOf(id: string): StandInIntent {
    const intent = intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    return intent;
  }

  function createIntent(params: Record<string, unknown>): StandInIntent {
    const amount = Number(params.amount);
    if (params.amount === undefined) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param: amount.', param: 'amount' });
    if (!Number.isInteger(amount)) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid integer: ' + (typeof params.amount === 'string' ? params.amount : JSON.stringify(params.amount)), param: 'amount' });
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

  return { intents, refunds, intentOf, route };
}
