import { createContext, useContext } from 'react';

/**
 * A host app's own navigation (the portal passes react-router's navigate to HealthDeckProvider):
 * widgets placed on a page hand internal paths to it instead of loading a new page. Without one
 * (custom elements, a plain React host) links load as usual.
 */
export const HostNavigateContext = createContext<((path: string) => void) | undefined>(undefined);

export function useHostNavigate(): ((path: string) => void) | undefined {
  return useContext(HostNavigateContext);
}

/** Gives the widgets below it the host app's navigation (the portal's router). */
export const HostNavigateProvider = HostNavigateContext.Provider;
