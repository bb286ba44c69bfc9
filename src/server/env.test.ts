import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

describe('Stripe settings', () => {
  it('runs in demo payment mode without keys', () => {
    expect(parseEnv({}).stripe).toBeNull();
  });

  it('takes all three keys, and an optional API base', () => {
    expect(parseEnv({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('refuses to boot with only some of the keys, naming the missing ones', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY: .*set all three Stripe keys/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses keys swapped into the wrong variable', () => {
    expect(() => parseEnv({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY must start with sk_/);
  });
});

describe('HTTP server limits', () => {
  it('cuts slow clients off in seconds by default, not Node’s 60 s and 300 s', () => {
    expect(parseEnv({}).httpLimits).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 2000 });
  });

  it('takes them from the environment and refuses a head timeout longer than the request’s', () => {
    expect(parseEnv({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '75', HTTP_MAX_CONNECTIONS: '200' }).httpLimits).toMatchObject({ keepAliveTimeoutMs: 75_000, maxConnections: 200 });
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS must not exceed/);
  });
});

describe('chat settings', () => {
  it('limits new conversations and messages per client, and e-mails the host after 5 minutes, by default', () => {
    expect(parseEnv({})).toMatchObject({ chatStartRateLimit: 5, chatMessageRateLimit: 30, chatHostAlertAfterMinutes: 5 });
  });

  it('takes them from the environment, refusing nonsense by name', () => {
    expect(parseEnv({ CHAT_START_RATE_LIMIT: '50', CHAT_MESSAGE_RATE_LIMIT: '300', CHAT_HOST_ALERT_AFTER_MINUTES: '10' })).toMatchObject({
      chatStartRateLimit: 50,
      chatMessageRateLimit: 300,
      chatHostAlertAfterMinutes: 10,
    });
    expect(() => parseEnv({ CHAT_HOST_ALERT_AFTER_MINUTES: '0' })).toThrow(/CHAT_HOST_ALERT_AFTER_MINUTES/);
  });

  it('runs the e-mail fallback every 30 s unless CHAT_ALERT_INTERVAL_SECONDS says otherwise', () => {
    expect(parseEnv({})).toMatchObject({ chatAlertIntervalSeconds: 30 });
    expect(parseEnv({ CHAT_ALERT_INTERVAL_SECONDS: '2' })).toMatchObject({ chatAlertIntervalSeconds: 2 });
    expect(() => parseEnv({ CHAT_ALERT_INTERVAL_SECONDS: '0' })).toThrow(/CHAT_ALERT_INTERVAL_SECONDS/);
  });
});

describe('chat stream caps', () => {
  it.each([
    [{}, { perConversation: 3, perClient: 6, perProcess: 1000 }],
    [{ HTTP_MAX_CONNECTIONS: '100' }, { perConversation: 3, perClient: 6, perProcess: 50 }],
    [{ CHAT_STREAMS_PER_PROCESS: '1500', CHAT_STREAMS_PER_CLIENT: '10', CHAT_STREAMS_PER_CONVERSATION: '2' }, { perConversation: 2, perClient: 10, perProcess: 1500 }],
  ])('%o gives %o', (source, limits) => {
    expect(parseEnv(source).chatStreamLimits).toEqual(limits);
  });

  it('refuses a per-process cap that could take every connection', () => {
    expect(() => parseEnv({ CHAT_STREAMS_PER_PROCESS: '2000' })).toThrow(/CHAT_STREAMS_PER_PROCESS must be below HTTP_MAX_CONNECTIONS/);
  });
});
