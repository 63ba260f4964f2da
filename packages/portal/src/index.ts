// The portal is an app, not a library; these exports let the e2e tests and hosts reuse its pieces.
export { App } from './app.js';
export { appRoutes } from './routes.js';
