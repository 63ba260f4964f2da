// The widget gallery's page, rendered by main.tsx once it has set zod up.
import { createRoot } from 'react-dom/client';
import manifest from '../../custom-elements.json';
import { WIDGETS_VERSION } from '../../src/version';
import { GalleryApp } from './gallery-app';
import { readManifest } from './manifest';
import './gallery.css';

export function renderGallery(root: HTMLElement): void {
  createRoot(root).render(<GalleryApp elements={readManifest(manifest)} origin={window.location.origin} version={WIDGETS_VERSION} />);
}
