import { createHealthDeck } from '@healthdeck/sdk';

// The partner's one client: its session, token refresh and query cache are shared by every widget
// under <HealthDeckProvider>. The API origin comes from the build (VITE_HEALTHDECK_URL).
export const healthDeck = createHealthDeck({
  baseUrl: import.meta.env.VITE_HEALTHDECK_URL ?? 'http://localhost:8080',
  // The host decides what an ended session means; here it returns to the sign-in form.
  onUnauthorized: () => window.location.reload(),
});
