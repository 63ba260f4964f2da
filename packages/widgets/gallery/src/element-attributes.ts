// What the gallery sets on a live element so it has something to show, from the manifest's
// attribute list: links point inside the gallery, ids name a gallery fixture, a `config` object is
// a widget configuration made from the contract's schema. Everything else keeps its default.
import { Widget } from '@healthdeck/contract';
import { sampleValue } from './fixture-sampler';
import type { GalleryElement } from './manifest';

export interface GalleryInputs {
  attributes: Record<string, string>;
  properties: Record<string, unknown>;
}

export function galleryInputs(element: GalleryElement): GalleryInputs {
  const attributes: Record<string, string> = {};
  const properties: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.name === 'theme') continue; // the gallery's theme switch sets it
    if (attribute.type === 'string' && attribute.name.endsWith('href')) attributes[attribute.name] = `#${element.tag}`;
    else if (attribute.type === 'string' && attribute.name.endsWith('-id')) attributes[attribute.name] = 'gallery-1';
    else if (attribute.type === 'object' && attribute.name === 'config') properties.config = sampleValue(Widget, 'filled', 'config');
  }
  return { attributes, properties };
}
