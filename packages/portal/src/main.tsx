import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { zodWithoutEval } from '@healthdeck/contract/light';
import { adoptStyles, primitiveStylesWithoutModal } from '@healthdeck/widgets';
import { App } from './app.js';
import { appRoutes, routerOptions } from './routes.js';
import { sdk } from './sdk.js';
import { applyStartLanguage } from './shell/language-choice.js';
import './styles/portal.css';

// Before zod builds a schema: our CSP refuses its compile check (contract zod-without-eval.ts). The
// schemas are all in chunks loaded later (the modules imported above build none; the journeys fail on
// the violation if one ever does).
zodWithoutEval();

// The primitives' sheet, adopted once into the document; each widget placed on a page adopts its
// own sheet when its code loads (PlacedWidget). The Modal's sheet comes with the dialogs, which load
// on open (shell/modal-sheet.ts), and with the admin app.
adoptStyles(document, primitiveStylesWithoutModal);

// spec 001 §2: the language this browser last used (else the browser's own), until the member's
// preferences answer.
applyStartLanguage();

const router = createBrowserRouter(appRoutes, routerOptions);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={sdk} router={router} />
  </StrictMode>,
);
