/** What `apiAt` gives: a call with the access token of the member or admin a journey acts as. */
export type ApiCall = <T = unknown>(token: string, method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A journey's own calls to the API at `baseUrl` (its setup, and its checks of what the server
 * stored): JSON in and out, a 204 as undefined. Any status but the catalogue's two successes (200,
 * 204; the server's contract tests hold each route to its own) throws with the server's answer, so
 * the journey fails at that call and says why.
 */
export function apiAt(baseUrl: string): ApiCall {
  return async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 200 && response.status !== 204) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}
