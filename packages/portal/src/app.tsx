import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider, ToastViewport } from '@healthdeck/widgets';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The root: one sdk client and its query cache for the whole tree, the router, and the toasts. */
export function App({ client, router }: { client: HealthDeck; router: Router }) {
  return (
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
      <ToastViewport />
    </HealthDeckProvider>
  );
}
