// Query options for the HRA sections' statuses (spec 001 §4); a module of its own, like its domain.
import { HRA_SECTIONS_KEY } from '../domains/hra-keys.js';
import type { HraSectionsApi } from '../domains/hra-sections.js';

type Signal = { signal?: AbortSignal };

export function hraSectionsQueries(api: HraSectionsApi) {
  return {
    sections: () => ({ queryKey: HRA_SECTIONS_KEY, queryFn: ({ signal }: Signal) => api.sections(signal) }),
  };
}
