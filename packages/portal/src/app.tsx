import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider, ToastViewport } from '@healthdeck/widgets';
import type { RouterProviderProps } from 'react-router';
import { RouterProvider } from 'react-router/dom';

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
