import { useStore } from '@nanostores/react';
import { $language, type HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider, ToastViewport } from '@healthdeck/widgets';
// From 'react-router' itself (not 'react-router/dom'): one copy of the router contexts for the app,
// the admin package and the tests.
import { RouterProvider, type RouterProviderProps } from 'react-router';

import { SessionEffects } from './shell/session-effects.js';

type Router = RouterProviderProps['router'];

/**
 * The root: one sdk client and its query cache for the whole tree, the router, and the toasts. The
 * language of every screen and widget is the sdk's `$language` (spec 001 §2 language picker).
 */
export function App({ client, router }: { client: HealthDeck; router: Router }) {
  const language = useStore($language);
  return (
    <HealthDeckProvider client={client} language={language}>
      <SessionEffects />
      <RouterProvider router={router} />
      <ToastViewport />
    </HealthDeckProvider>
  );
}
