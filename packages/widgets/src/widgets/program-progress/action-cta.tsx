import type { MouseEvent } from 'react';
import { ctaButton, ctaClick } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { cardCtaTarget } from '../content-card/cta';
import { hostNavigation } from '../shared/host-navigation';
import { programProgressMessages } from './messages';
import type { ActionItem } from './use-programmes';

export interface ActionCtaProps {
  action: ActionItem;
  /** Marks the action done (the sdk's complete call). */
  onComplete: (action: ActionItem) => void;
  /** Its completion is on its way. */
  busy?: boolean;
}

function Arrow() {
  return (
    <svg className="hd-action-cta__arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * An action's call to action by the sdk's rules (spec 001 §4 Call-to-action): triggered process and
 * manual confirmation mark the step done; url opens a new tab and page navigates (to /client/{slug}
 * or /client/{parentSlug}/{slug} through the host's navigation), completing the step only with
 * complete-on-click; once completed the completed text replaces the button text and it is disabled.
 * 'none' shows nothing.
 */
export function ActionCta({ action, onComplete, busy = false }: ActionCtaProps) {
  const t = useMessages(programProgressMessages);
  const hostNavigate = useHostNavigate();
  if (!action.cta_type || action.cta_type === 'none' || action.grouped?.length) return null;
  const button = ctaButton(action);
  const click = ctaClick(action);
  const text = button.text.trim() || t.start;
  const arrow = action.control === 'arrow' ? <Arrow /> : null;
  const external = click.navigate?.kind === 'external' ? cardCtaTarget({ cta_url_type: 'url', cta_url: click.navigate.url }) : null;
  const complete = () => {
    if (click.complete) onComplete(action);
  };
  if (button.disabled || busy || (!click.navigate && !click.complete) || (click.navigate?.kind === 'external' && !external)) {
    return (
      <Button className="hd-action-cta" disabled aria-busy={busy || undefined}>
        {text}
        {arrow}
      </Button>
    );
  }
  const linkClass = 'hd-action-cta hd-button hd-button--filled hd-button--blue';
  if (external?.kind === 'external') {
    return (
      <a className={linkClass} part="cta" href={external.url} target="_blank" rel="noopener noreferrer" onClick={complete}>
        <span className="hd-button__label">
          {text}
          {arrow}
        </span>
        <span className="hd-visually-hidden"> ({t.newTab})</span>
      </a>
    );
  }
  if (click.navigate?.kind === 'internal') {
    const path = click.navigate.path;
    const follow = hostNavigation(hostNavigate && (() => hostNavigate(path)));
    return (
      <a
        className={linkClass}
        part="cta"
        href={path}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          complete();
          follow(event);
        }}
      >
        <span className="hd-button__label">
          {text}
          {arrow}
        </span>
      </a>
    );
  }
  return (
    <Button className="hd-action-cta" onClick={complete}>
      {text}
      {arrow}
    </Button>
  );
}
