import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { adoptStyles, widgetStyles } from '@healthdeck/widgets';
import { App } from './app.js';
import { appRoutes } from './routes.js';
import { sdk } from './sdk.js';
import './styles/portal.css';

// The primitives' and widgets' sheet, adopted once into the document (React use of the widgets).
adoptStyles(document, widgetStyles);

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={sdk} router={router} />
  </StrictMode>,
);
