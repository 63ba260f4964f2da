import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { BadRequest, HealthDeckError } from '@healthdeck/sdk';

/** spec 000 §8: 401 and 403 read 'You are not authorized to access this resource'; others their own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof HealthDeckError) {
    if (error.status === 401 || error.status === 403) return ERROR_MESSAGES.Unauthorized;
    return error.message;
  }
  return ERROR_MESSAGES.Unexpected;
}

/** The per-field messages of a 400 (spec 000 §5), by top-level field ('profile.sleep_goal' → profile). */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): { fields: Record<string, string>; rest: string | null } {
  const fields: Record<string, string> = {};
  let rest: string | null = null;
  if (!(error instanceof BadRequest)) return { fields, rest: errorMessage(error) };
  const sent = (error.body as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  for (const [path, message] of Object.entries(sent)) {
    if (typeof message !== 'string') continue;
    const top = path.split(/[.[]/)[0] ?? path;
    if (fieldNames.includes(top)) fields[top] ??= message;
    else rest ??= message;
  }
  if (Object.keys(fields).length === 0) rest ??= error.message;
  return { fields, rest };
}
