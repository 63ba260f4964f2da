// The auth half of the contract for the loopback server: pre-login, register, login, account,
// key configuration and set-keys, kept in memory. It stores what a real server stores (the derived
// credential, never a password) so the sdk's flows can be driven end to end.
import { randomUUID } from 'node:crypto';
import type { AccountResponse, KdfParams } from '@healthdeck/contract';
import type { ContractServer, Handler } from './contract-server.js';

export const TEST_KDF: KdfParams = { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1, hashLength: 32 };

interface StoredUser {
  id: string;
  email: string;
  credential: string;
  keySalt: string;
  publicKey: string | null;
  encrptedPrivateKey: string | null;
  encryptedDataKey: string | null;
}

export interface MemberRealm {
  users: Map<string, StoredUser>;
  handlers: Record<'preLogin' | 'register' | 'login' | 'account' | 'keysConfig' | 'setKeys' | 'memberRecoveryKeys' | 'memberInterimRecords', Handler>;
  /** Set once the server is listening: login needs it to mint tokens. */
  attach(server: ContractServer): void;
}

/** escrowPublicKey null: a server whose escrow key the upgrade step retired. */
export function createMemberRealm(escrowPublicKey: string | null): MemberRealm {
  const users = new Map<string, StoredUser>();
  let server: ContractServer | null = null;
  const byId = (id: string | undefined) => [...users.values()].find((u) => u.id === id);

  const account = (user: StoredUser): AccountResponse => ({
    user: { id: user.id, email: user.email, name: 'Test Member', verified: false, star_balance: 0, roles: ['member'], organizations: [], programs: [] },
    profile: { sleep_goal: null, water_intake: null },
    keySalt: user.keySalt,
    publicKey: user.publicKey,
    encrptedPrivateKey: user.encrptedPrivateKey,
    encryptedDataKey: user.encryptedDataKey,
    session: { kit_id: null, verificationEmailSent: false },
    renderedMoreActiveIframe: false,
  });

  return {
    users,
    attach: (s) => {
      server = s;
    },
    handlers: {
      preLogin: (req) => {
        const { email } = req.body as { email: string };
        // A stable fake salt for unknown emails, so pre-login does not reveal who is registered.
        return { status: 200, body: { keySalt: users.get(email)?.keySalt ?? 'AAAAAAAAAAAAAAAAAAAAAA==', kdf: TEST_KDF } };
      },
      register: (req) => {
        const body = req.body as { email: string; password: string; keySalt: string };
        if (users.has(body.email)) return { status: 400, body: { statusCode: 400, error_code: 'CONFLICT', message: 'Email already registered' } };
        const user: StoredUser = { id: randomUUID(), email: body.email, credential: body.password, keySalt: body.keySalt, publicKey: null, encrptedPrivateKey: null, encryptedDataKey: null };
        users.set(body.email, user);
        return { status: 200, body: { data: { id: user.id, email: user.email } } };
      },
      login: (req) => {
        const { email, password } = req.body as { email: string; password: string };
        const user = users.get(email);
        if (!user || user.credential !== password) return { status: 200, body: { data: null, error_code: 'INVALID_CREDENTIALS' } };
        return { status: 200, body: { data: server!.issueTokens(3600, user.id), error_code: null } };
      },
      account: (req) => {
        const user = byId(req.subject);
        return user ? { status: 200, body: account(user) } : { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'No account' } };
      },
      keysConfig: () => ({ status: 200, body: { escrowPublicKey } }),
      // A member of no organisation with a recovery key: nothing to wrap to.
      memberRecoveryKeys: () => ({ status: 200, body: { keys: [] } }),
      memberInterimRecords: () => ({ status: 200, body: { interim_data_key: null, records: [], picture_ids: [] } }),
      setKeys: (req) => {
        const user = byId(req.subject);
        if (!user) return { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'No account' } };
        Object.assign(user, req.body as Pick<StoredUser, 'publicKey' | 'encrptedPrivateKey' | 'encryptedDataKey'>);
        return { status: 204 };
      },
    },
  };
}
