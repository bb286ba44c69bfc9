import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Flags of authenticator data: user present, user verified, attested credential data follows.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A platform authenticator in software, for integration tests: P-256 keys from node:crypto, 'none'
 * attestation, discoverable credentials, the user always present and verified. It answers what a browser's
 * navigator.credentials would hand to @simplewebauthn/browser, so the server's real verification runs on it.
 */
export function softwareAuthenticator(origin: string) {
  const credentials: StoredCredential[] = [];

  function authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
      credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, number> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, number>()],
          ['authData', authData(options.rp.id ?? new URL(origin).hostname, UP | UV | AT, 0, attested)],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** Signs in with the newest credential (or the one asked for), as a person picking their passkey would. */
    get(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string): AuthenticationResponseJSON {
      const credential = credentialId ? credentials.find((c) => b64url(c.id) === credentialId) : credentials.at(-1);
      if (!credential) throw new Error('the software authenticator holds no passkey');
      credential.counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, UP | UV, credential.counter);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
