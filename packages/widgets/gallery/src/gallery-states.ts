// The states the gallery shows each element in, and the fake server behind each: the
// in-browser fake of @healthdeck/sdk/testing answering every route of the contract.
//   filled  every route answers a filled gallery fixture; the member's key is open
//   loading every call waits for ever (the session's account call aside)
//   empty   every list empty, every optional value null
//   error   every call fails with the server's 500 body
//   locked  filled fixtures, but no private key in this browser (encrypted widgets ask for it)
import { routes, type RouteDef, type RouteName } from '@healthdeck/contract';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeAnswer, type FakeHandler, type FakeHandlers } from '@healthdeck/sdk/testing';
import { FIXTURE_PICTURE_SVG, sampleValue, type FixtureMode } from './fixture-sampler';

export const GALLERY_STATES = ['filled', 'loading', 'empty', 'error', 'locked'] as const;
export type GalleryState = (typeof GALLERY_STATES)[number];

export const STATE_LABELS: Record<GalleryState, string> = {
  filled: 'Filled',
  loading: 'Loading',
  empty: 'Empty',
  error: 'Error',
  locked: 'Locked',
};

/** The message of the error state's failures (a widget that shows the server's message shows this). */
export const FORCED_ERROR = 'Gallery fixture: the server failed on purpose to show the error state.';

const ROUTE_NAMES = Object.keys(routes) as RouteName[];

/** The gallery's account: clearly not a member's; not yet verified, so the Verify Email widget has something to show. */
export const galleryAccount = () => accountFixture({ id: 'gallery-fixture', email: 'gallery-fixture@example.invalid', verified: false });

/** The file routes whose files are pictures (a reward's background, a media file): the widgets show them. */
const PICTURE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['rewardImage', 'mediaFile']);

/** A file route's answer: the gallery's picture where the file is one, a stand-in document otherwise (downloads). */
function fixtureFile(name: RouteName, status: number): Response {
  const [body, type] = PICTURE_ROUTES.has(name) ? [FIXTURE_PICTURE_SVG, 'image/svg+xml'] : ['Gallery fixture file', 'application/pdf'];
  return new Response(new Blob([body], { type }), { status, headers: { 'content-type': type } });
}

/** A route's success answer made from its response schema. */
export function fixtureAnswer(name: RouteName, mode: FixtureMode): FakeAnswer {
  const route: RouteDef = routes[name];
  if (route.file) return fixtureFile(name, route.successStatus);
  if (route.successStatus === 204) return { status: 204 };
  if (name === 'account') return json(galleryAccount(), route.successStatus);
  return json(sampleValue(route.response, mode), route.successStatus);
}

const never = () => new Promise<FakeAnswer>(() => {});

/** The fake server's handlers for a state: one for every route of the contract. */
export function galleryHandlers(state: GalleryState): FakeHandlers {
  const handler = (name: RouteName): FakeHandler => {
    if (name === 'account') return () => fixtureAnswer(name, 'filled');
    switch (state) {
      case 'loading':
        return never;
      case 'error':
        return () => apiError(500, FORCED_ERROR);
      case 'empty':
        return () => fixtureAnswer(name, 'empty');
      default:
        return () => fixtureAnswer(name, 'filled');
    }
  };
  return Object.fromEntries(ROUTE_NAMES.map((name) => [name, handler(name)])) as FakeHandlers;
}

/** A real sdk client, signed in, on the state's fake server. */
export async function galleryClient(state: GalleryState): Promise<HealthDeck> {
  return createFakeClient(createFakeServer(galleryHandlers(state)));
}
