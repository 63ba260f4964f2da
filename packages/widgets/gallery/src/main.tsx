// The widget gallery's entry (/docs/widgets, built by vite.gallery.config.ts).
import { createRoot } from 'react-dom/client';
import manifest from '../../custom-elements.json';
import { WIDGETS_VERSION } from '../../src/version';
import { GalleryApp } from './gallery-app';
import { readManifest } from './manifest';
import './gallery.css';

const root = document.getElementById('gallery');
if (root) createRoot(root).render(<GalleryApp elements={readManifest(manifest)} origin={window.location.origin} version={WIDGETS_VERSION} />);
