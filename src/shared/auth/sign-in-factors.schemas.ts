import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { lineText, secretText } from '../lib/text.schema';

/** How many recovery codes turning two-factor on gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

export const SETUP_REQUIRED_MESSAGE =
  'The owner requires a passkey or two-factor codes for every member. Set one up under Account → Security first.';

/** A 6-digit code from the authenticator app, or one of the recovery codes (xxxxx-xxxxx). */
export const signInCodeInputSchema = z.object({
  code: secretText({ error: 'Enter the code' })
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, 'Enter the 6-digit code or a recovery code')),
});

export const totpCodeInputSchema = z.object({
  code: secretText({ error: 'Enter the code' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app')),
});

/** The answer to a password that was right when the account also has two-factor: the code is asked next. */
export const secondStepSchema = z.object({ secondStep: z.literal('code') });
export type SecondStep = z.infer<typeof secondStepSchema>;

export const passkeyNameSchema = lineText({ error: 'Name the passkey' }).min(1, 'Name the passkey').max(60, 'Keep the name under 60 characters');

/** WebAuthn's JSON as the browser library hands it over; SimpleWebAuthn checks every part of it on the server. */
const credentialId = z.string().min(1, 'Unknown passkey').max(1400, 'Unknown passkey').regex(/^[\w-]+$/, 'Unknown passkey');
const credentialShape = z.looseObject({ id: credentialId, rawId: credentialId, type: z.literal('public-key'), response: z.looseObject({}) });
// zod cannot describe a custom type to the API description (GET /api/openapi.json): the words say what it is.
const credentialJson = <T>() =>
  z
    .custom<T>((value) => credentialShape.safeParse(value).success, 'This is not a passkey answer')
    .meta({ description: "The browser's WebAuthn credential as JSON (PublicKeyCredential.toJSON(): id, rawId, type 'public-key', response)." });

export const addPasskeyInputSchema = z.object({ name: passkeyNameSchema, response: credentialJson<RegistrationResponseJSON>() });
export const passkeySignInInputSchema = z.object({ response: credentialJson<AuthenticationResponseJSON>() });
export const renamePasskeyInputSchema = z.object({ id: credentialId, name: passkeyNameSchema });
export const passkeyIdInputSchema = z.object({ id: credentialId });

const hasChallenge = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { challenge?: unknown }).challenge === 'string';

/** Options for navigator.credentials.create (the challenge inside is single use and expires in five minutes). */
export const registrationOptionsSchema = z
  .custom<PublicKeyCredentialCreationOptionsJSON>(hasChallenge)
  .meta({ description: "WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create." });
/** Options for navigator.credentials.get, for a discoverable passkey. */
export const signInOptionsSchema = z
  .custom<PublicKeyCredentialRequestOptionsJSON>(hasChallenge)
  .meta({ description: "WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get." });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const accountSecuritySchema = z.object({
  passkeys: z.array(passkeySchema),
  twoFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The owner's setting: every member needs a passkey or two-factor. */
  requiredForEveryone: z.boolean(),
});

/** Shown once, while two-factor is being turned on: the secret for the app and the same as a QR code. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Shown once, when two-factor is confirmed; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const securityRequirementSchema = z.object({ requiredForEveryone: z.boolean() });

/** What the Team list shows for each member. */
export interface SignInMethods {
  passkeys: number;
  twoFactor: boolean;
}
