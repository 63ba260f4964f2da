// The widget gallery's entry (/docs/widgets, built by vite.gallery.config.ts).
import { zodWithoutEval } from '@healthdeck/contract/light';

// zod decides whether it may compile as it builds a schema, and the fake server's schemas are built
// as their modules load: so zod is set up first (contract zod-without-eval.ts: the docs CSP refuses
// its compile check), and the page with everything it imports is loaded after.
zodWithoutEval();
const root = document.getElementById('gallery');
if (root) void import('./gallery-page').then(({ renderGallery }) => renderGallery(root));
