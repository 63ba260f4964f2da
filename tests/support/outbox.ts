import { apiAccessToken, DEMO_ADMIN } from './accounts';

/** The demo administrator's access token per server: the dev outbox answers administrators only. */
const readers = new Map<string, Promise<string>>();
const readerToken = (baseUrl: string, renew = false) => {
  let token = readers.get(baseUrl);
  if (!token || renew) {
    token = apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
    readers.set(baseUrl, token);
  }
  return token;
};

/** The newest dev-outbox message to `to` whose subject matches, polled until it arrives (read as the demo admin). */
export async function waitForEmail(baseUrl: string, to: string, subject: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let renew = false;
  while (Date.now() < deadline) {
    const token: string = await readerToken(baseUrl, renew);
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    renew = res.status === 401;
    if (res.ok) {
      const { messages } = (await res.json()) as { messages: { subject: string; links: string[] }[] };
      const found = messages.find((m) => subject.test(m.subject));
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email to ${to} matching ${subject} within ${timeoutMs} ms`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
