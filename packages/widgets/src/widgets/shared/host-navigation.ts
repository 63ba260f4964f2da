import type { MouseEvent } from 'react';

/**
 * A widget link's click handler: a plain left click goes to the host app's own navigation when it
 * gave one; modified clicks (new tab, new window) and hosts without one follow the link as usual.
 */
export function hostNavigation(navigate: (() => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate();
  };
}
