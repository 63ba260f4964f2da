import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { LanguageProvider } from '../i18n/language';
import { HealthDeckContext } from './health-deck-context';
import { HostNavigateContext } from './host-navigate';

export interface HealthDeckProviderProps {
  client: HealthDeck;
  /** spec 001 §2: default language en. */
  language?: Language;
  /** The host app's navigation for internal paths (e.g. react-router's navigate); see useHostNavigate. */
  navigate?: (path: string) => void;
  children?: ReactNode;
}

/** Gives widgets the sdk client and its query cache (one cache for every widget on the page). */
export function HealthDeckProvider({ client, language = 'en', navigate, children }: HealthDeckProviderProps) {
  return (
    <HealthDeckContext.Provider value={client}>
      <QueryClientProvider client={client.queryClient}>
        <LanguageProvider language={language}>
          <HostNavigateContext.Provider value={navigate}>{children}</HostNavigateContext.Provider>
        </LanguageProvider>
      </QueryClientProvider>
    </HealthDeckContext.Provider>
  );
}
