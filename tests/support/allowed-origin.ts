import { routes } from '@healthdeck/contract';
import { apiAccessToken, DEMO_ADMIN } from './accounts';

/**
 * The API answers only its own origin and the origins an organisation allows (CORS):
 * the demo admin adds `origin` to the demo organisation's allowed_origins, as a real admin would
 * for a partner site (the server drops its cached list on the admin write).
 */
export async function allowOriginForDemoOrganisation(baseUrl: string, origin: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  // Signed in with the demo admin's code too: staff tools answer only such a session.
  const auth = { authorization: `Bearer ${await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password)}` };
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
