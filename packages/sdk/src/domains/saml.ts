// SAML single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md): which
// organisation signs an email's domain in (the sign-in page's entry), and the administrator's
// settings of the organisation's identity provider. The sign-in itself: auth/saml-sign-in.ts.
import { samlRoutes, type SamlConfig, type SamlConfigSaveRequest, type SamlDiscoveryResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const samlKeys = {
  discovery: (email: string) => ['saml', 'discovery', email.trim().toLowerCase()] as const,
  config: (organizationId: string) => ['admin', 'saml', organizationId] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, samlRoutes);

/** The organisation whose identity provider signs in this email's domain (its name and sign-in URL), or null. */
export function fetchSamlDiscovery(hd: HealthDeck, email: string, signal?: AbortSignal): Promise<SamlDiscoveryResponse> {
  return call(hd)('samlDiscovery', { query: { email: email.trim() }, signal });
}

/** An organisation's settings change rarely: one answer per domain holds for the visit. */
export const samlDiscoveryQuery = (hd: HealthDeck, email: string) => ({
  queryKey: samlKeys.discovery(email),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSamlDiscovery(hd, email, signal),
  staleTime: 5 * 60_000,
});

export function fetchSamlConfig(hd: HealthDeck, organizationId: string, signal?: AbortSignal): Promise<SamlConfig> {
  return call(hd)('adminSamlConfig', { params: { id: organizationId }, signal });
}

export const samlConfigQuery = (hd: HealthDeck, organizationId: string) => ({
  queryKey: samlKeys.config(organizationId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSamlConfig(hd, organizationId, signal),
});

export function saveSamlConfig(hd: HealthDeck, organizationId: string, settings: SamlConfigSaveRequest): Promise<SamlConfig> {
  return call(hd)('adminSamlConfigSave', { params: { id: organizationId }, body: settings });
}

/** Saves the settings; the server's answer becomes the cached settings. */
export const samlConfigSaveMutation = (hd: HealthDeck, organizationId: string) => ({
  mutationFn: (settings: SamlConfigSaveRequest) => saveSamlConfig(hd, organizationId, settings),
  onSuccess: (saved: SamlConfig) => {
    hd.queryClient.setQueryData(samlKeys.config(organizationId), saved);
  },
});
