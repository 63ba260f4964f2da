// Query options for the member's HRA form (spec 000 §7.6); a module of its own, like its domain.
import { HRA_FORM_KEY } from '../domains/hra-keys.js';
import type { HraFormApi } from '../domains/hra-form.js';

type Signal = { signal?: AbortSignal };

export function hraFormQueries(api: Pick<HraFormApi, 'form'>) {
  return {
    form: () => ({ queryKey: HRA_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
  };
}
