import type { ReactNode } from 'react';
import type { Widget } from '@healthdeck/contract/light';
import { ctaClick, type CtaType } from '@healthdeck/sdk';
import { useHostNavigate } from '../../provider/host-navigate';
import { useMessages } from '../../i18n/language';
import { hostNavigation } from '../shared/host-navigation';
import { contentCardMessages } from './messages';

export type CardCtaTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/** spec 001 §3: a widget's link type (url, page, none) read as the call-to-action type of the sdk rule. */
const LINK_AS_CTA: Record<string, CtaType> = { url: 'url', page: 'page', none: 'none' };

/** Only http(s) leaves the portal: the address is content an administrator typed (javascript:, data: … lead nowhere). */
function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}

/**
 * Where a widget's call to action leads (spec 001 §2, §4 through the sdk's ctaClick): a page of the
 * portal (/client/{slug} or /client/{parentSlug}/{slug}), an external http(s) address, or nowhere.
 */
export function cardCtaTarget(config: Pick<Widget, 'cta_url_type' | 'cta_url' | 'cta_page'>): CardCtaTarget | null {
  const { navigate } = ctaClick({ cta_type: LINK_AS_CTA[config.cta_url_type ?? 'none'] ?? 'none', cta_url: config.cta_url?.trim(), cta_page: config.cta_page });
  if (!navigate) return null;
  if (navigate.kind === 'external') return isWebAddress(navigate.url) ? navigate : null;
  return navigate;
}

/** An image or icon address a card may show: http(s) or a path of this site. */
export function imageSource(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return isWebAddress(value) ? value : undefined;
}

export interface CtaLinkProps {
  target: CardCtaTarget | null;
  /** arrow: an arrow named by `label`; button: a button-styled link reading `label`. */
  control: 'arrow' | 'button';
  label: string | undefined;
  className?: string;
}

/**
 * The card's call to action: an internal page through the host app's navigation (a plain link
 * without one), an external address in a new tab with rel="noopener noreferrer". Nothing without
 * a target.
 */
export function CtaLink({ target, control, label, className }: CtaLinkProps) {
  const t = useMessages(contentCardMessages);
  const hostNavigate = useHostNavigate();
  if (!target) return null;
  const text = label?.trim() || (control === 'arrow' ? t.open : t.learnMore);
  const external = target.kind === 'external';
  const classes = ['hd-content-card__cta', `hd-content-card__cta--${control}`, control === 'button' ? 'hd-button hd-button--filled hd-button--blue' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const content: ReactNode =
    control === 'arrow' ? (
      <svg className="hd-content-card__arrow" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    ) : (
      <span className="hd-button__label">{text}</span>
    );
  const name = control === 'arrow' ? (external ? `${text} (${t.newTab})` : text) : undefined;
  const hint = control === 'button' && external ? <span className="hd-visually-hidden"> ({t.newTab})</span> : null;
  if (external) {
    return (
      <a className={classes} part="cta" href={target.url} target="_blank" rel="noopener noreferrer" aria-label={name}>
        {content}
        {hint}
      </a>
    );
  }
  return (
    <a className={classes} part="cta" href={target.path} aria-label={name} onClick={hostNavigation(hostNavigate && (() => hostNavigate(target.path)))}>
      {content}
    </a>
  );
}
