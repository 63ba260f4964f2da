/** Query values the contract's query schemas accept (before coercion on the server). */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** baseUrl + path + query string; undefined and null values are left out, arrays repeat the key. */
export function buildUrl(baseUrl: string, path: string, query?: object | null): string {
  const params = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value));
    }
  }
  const qs = params.toString();
  return baseUrl.replace(/\/+$/, '') + path + (qs ? `?${qs}` : '');
}
