import { deriveSecrets } from '@healthdeck/crypto';
import { routes } from '@healthdeck/contract';
import { DEMO_ADMIN } from './accounts';

/**
 * The API answers only its own origin and the origins an organisation allows (CORS):
 * the demo admin adds `origin` to the demo organisation's allowed_origins, as a real admin would
 * for a partner site (the server drops its cached list on the admin write).
 */
export async function allowOriginForDemoOrganisation(baseUrl: string, origin: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const pre = await fetch(baseUrl + routes.preLogin.path, { method: 'POST', headers: json, body: JSON.stringify({ email: DEMO_ADMIN.email }) });
  const { keySalt, kdf } = (await pre.json()) as { keySalt: string; kdf: Parameters<typeof deriveSecrets>[2] };
  const { credential } = await deriveSecrets(DEMO_ADMIN.password, keySalt, kdf);
  const login = await fetch(baseUrl + routes.login.path, { method: 'POST', headers: json, body: JSON.stringify({ email: DEMO_ADMIN.email, password: credential }) });
  const { data } = (await login.json()) as { data: { accessToken: string } | null };
  if (!data) throw new Error('the demo admin did not sign in');
  const auth = { authorization: `Bearer ${data.accessToken}` };
  const search = await fetch(`${baseUrl}${routes.adminSearch.path}?classkey=organizations&code=demo-clinic`, { headers: auth });
  const { items } = (await search.json()) as { items: { id: string; data: { allowed_origins?: string[] } }[] };
  const organisation = items[0];
  if (!organisation) throw new Error('no demo organisation');
  const allowed = [...new Set([...(organisation.data.allowed_origins ?? []), origin])];
  const set = await fetch(baseUrl + routes.adminSet.path, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify({ classkey: 'organizations', id: organisation.id, data: { allowed_origins: allowed } }),
  });
  if (!set.ok) throw new Error(`allowing ${origin}: ${set.status} ${await set.text()}`);
}
