/** The newest dev-outbox message to `to` whose subject matches, polled until it arrives. */
export async function waitForEmail(baseUrl: string, to: string, subject: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
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
