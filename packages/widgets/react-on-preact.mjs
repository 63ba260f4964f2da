// What `react` and `react-dom` are in the builds that run on preact/compat (react-alias.mjs):
// preact/compat, with React 19's ref as a prop for function components (src/preact-ref-as-prop.ts).
// Listed in package.json `sideEffects`: its one statement is the hook's installation.
import { giveFunctionComponentsTheirRef } from './src/preact-ref-as-prop.ts';

export * from 'preact/compat';
export { default } from 'preact/compat';

giveFunctionComponentsTheirRef();
