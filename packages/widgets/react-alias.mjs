// React's modules swapped for preact/compat in the embed's and the portal's builds (far fewer bytes than react-dom), by
// file so that a package without preact of its own (the admin, the portal) resolves them too.
// `react` and `react-dom` are react-on-preact.mjs: preact/compat with React 19's ref as a prop.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const reactOnPreact = fileURLToPath(new URL('./react-on-preact.mjs', import.meta.url));

export const REACT_ALIAS = [
  { find: /^react$/, replacement: reactOnPreact },
  { find: /^react-dom$/, replacement: reactOnPreact },
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react\/jsx-runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.module.js` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.module.js` },
];
