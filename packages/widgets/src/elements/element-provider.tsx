import type { ReactNode } from 'react';
import { HealthDeckProvider } from '../provider/health-deck-provider';
import { toLanguage } from '../i18n/language';
import { getElementClient } from './element-client';

/** Every element renders with the page's shared client (or its scope's, setElementClientFor), in the language of its nearest `lang`. */
export function withElementProvider(children: ReactNode, host: HTMLElement): ReactNode {
  const language = toLanguage(host.closest('[lang]')?.getAttribute('lang'));
  return (
    <HealthDeckProvider client={getElementClient(host)} language={language}>
      {children}
    </HealthDeckProvider>
  );
}
