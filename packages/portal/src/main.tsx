import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.js';
import { appRoutes } from './routes.js';
import { sdk } from './sdk.js';
import './styles/portal.css';

const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={sdk} router={router} />
  </StrictMode>,
);
