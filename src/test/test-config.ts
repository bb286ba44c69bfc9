import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../shared/property/photo-upload.rules';
import { createDiskStorage, type UploadSettings } from '../server/modules/uploads/storage';
import { createDemoPaymentProvider } from '../server/modules/payments/demo-provider';
import type { PaymentProvider } from '../server/modules/payments/payment-provider';
import { findSessionUser } from '../server/modules/auth/session.service';
import { DEFAULT_TIER_LIMITS } from '../server/platform/rate-limit/rate-limit.tiers';
import type { ServerConfig } from '../server/trpc/context';

export const TEST_PUBLIC_URL = 'http://127.0.0.1';

// Random for each test run, never a constant in the repository; child servers a test starts (serve-for-test) inherit it.
process.env.TEST_SIGNING_SECRET ??= randomBytes(32).toString('base64url');
const signingSecret = process.env.TEST_SIGNING_SECRET;

// One demo provider per process, so callers that build a context per call still see the same demo intents.
let demoPayments: PaymentProvider | undefined;
// One temp folder per test process for uploads (a test that looks at the files passes its own).
let uploads: UploadSettings | undefined;

/** The server settings tests run with: a random signing secret, a test address, the default limits, the demo payment provider and e-mail kept in the outbox. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  demoPayments ??= createDemoPaymentProvider();
  uploads ??= { storage: createDiskStorage(mkdtempSync(path.join(tmpdir(), 'kbh-uploads-'))), maxFileBytes: DEFAULT_UPLOAD_MAX_BYTES };
  return { findSessionUser, payments: demoPayments, mailDelivery: 'outbox', signingSecret, publicUrl: TEST_PUBLIC_URL, limits: DEFAULT_TIER_LIMITS, uploads, ...overrides };
}
