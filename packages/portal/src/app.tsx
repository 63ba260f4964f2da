import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider, ToastViewport } from '@healthdeck/widgets';
// From 'react-router' itself (not 'react-router/dom'): one copy of the router contexts for the app,
// the admin package and the tests.
import { RouterProvider, type RouterProviderProps } from 'react-router';

type Router = RouterProviderProps['router'];

/** The root: one sdk client and its query cache for the whole tree, the router, and the toasts. */
export function App({ client, router }: { client: HealthDeck; router: Router }) {
  return (
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
      <ToastViewport />
    </HealthDeckProvider>
  );
}
