/** Query values the contract's query schemas accept (before coercion on the server). */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Fills the route's `:name` segments from `params`, each value percent-encoded (so an id cannot
 * add a path segment). A missing value is a programming error, thrown before any request.
 */
export function fillPath(path: string, params?: object | null): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** baseUrl + path (with `:params` filled) + query string; undefined and null values are left out, arrays repeat the key. */
export function buildUrl(baseUrl: string, path: string, query?: object | null, pathParams?: object | null): string {
  const params = new URLSearchParams();
  if (query) {
    for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value));
    }
  }
  const qs = params.toString();
  return baseUrl.replace(/\/+$/, '') + fillPath(path, pathParams) + (qs ? `?${qs}` : '');
}

/**
 * spec 000 §9: the member's day is taken from the time zone read from the browser (the `tz` query of
 * the day-bound calls). Kept with the client's transport, in the embed's base: a dozen elements'
 * domains send it, and as a chunk of its own it would cost each of them more than it costs the base once.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
