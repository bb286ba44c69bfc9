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

describe('the off-machine copy of backups', () => {
  const s3 = { BACKUP_S3_ENDPOINT: 'https://s3.us-west-2.amazonaws.com', BACKUP_S3_BUCKET: 'kbh-backups', BACKUP_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', BACKUP_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

  it('copies nowhere by default', () => {
    expect(parseEnv({}).backups.copies).toEqual({ dir: null, s3: null });
  });

  it('takes a folder, and a bucket with its region (us-east-1 by default) and a normalized prefix', () => {
    expect(parseEnv({ BACKUP_COPY_DIR: '/mnt/usb/kbh' }).backups.copies).toEqual({ dir: '/mnt/usb/kbh', s3: null });
    expect(parseEnv(s3).backups.copies.s3).toEqual({ endpoint: 'https://s3.us-west-2.amazonaws.com', bucket: 'kbh-backups', region: 'us-east-1', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: s3.BACKUP_S3_SECRET_ACCESS_KEY, prefix: '' });
    expect(parseEnv({ ...s3, BACKUP_S3_REGION: 'us-west-2', BACKUP_S3_PREFIX: '/beach-house/', BACKUP_COPY_DIR: '/mnt/usb' }).backups.copies).toMatchObject({ dir: '/mnt/usb', s3: { region: 'us-west-2', prefix: 'beach-house/' } });
  });

  it('refuses to start with half an S3 setup, naming what is missing and never showing a value', () => {
    const half = () => parseEnv({ BACKUP_S3_BUCKET: 'kbh-backups', BACKUP_S3_SECRET_ACCESS_KEY: s3.BACKUP_S3_SECRET_ACCESS_KEY });
    expect(half).toThrow(/BACKUP_S3_ENDPOINT: BACKUP_S3_ENDPOINT is required when BACKUP_S3_BUCKET and BACKUP_S3_SECRET_ACCESS_KEY are set/);
    expect(half).toThrow(/BACKUP_S3_ACCESS_KEY_ID: BACKUP_S3_ACCESS_KEY_ID is required/);
    expect(half).not.toThrow(/wJalr|kbh-backups/);
    expect(() => parseEnv({ BACKUP_S3_PREFIX: 'site' })).toThrow(/BACKUP_S3_BUCKET is required when BACKUP_S3_PREFIX is set/);
  });

  it('refuses an endpoint that is not an http(s) URL and a name that is not a bucket’s', () => {
    expect(() => parseEnv({ ...s3, BACKUP_S3_ENDPOINT: 'ftp://example.com' })).toThrow(/BACKUP_S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(() => parseEnv({ ...s3, BACKUP_S3_BUCKET: 'My_Bucket' })).toThrow(/BACKUP_S3_BUCKET must be a bucket name/);
  });
});
