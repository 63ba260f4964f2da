import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Widget } from '@healthdeck/contract/light';
import { hraSectionsQuery, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from '../shared/host-navigation';
import { InfoCard, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { fillText, hraSectionMessages, type HraSectionMessages } from '../hra-form/section-messages';
import { useHraPageHref } from './hra-page';
import { healthAssessmentMessages, type HealthAssessmentMessages } from './messages';

/** 'empty': the card asking to start (Health Assessment - Empty); 'filled': the member's progress (Health Assessment). */
export type HealthAssessmentVariant = 'empty' | 'filled';

export interface HealthAssessmentProps {
  /** The widget configuration; its dashboard name picks the variant. */
  config?: Widget;
  /** Which card to show; without it (and without a config) the one that fits the member. */
  variant?: HealthAssessmentVariant;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/** spec 000 §3.4 dashboard widget names: 'Health Assessment - Empty' and 'Health Assessment'. */
export function variantOf(props: Pick<HealthAssessmentProps, 'config' | 'variant'>): HealthAssessmentVariant | undefined {
  if (props.variant === 'empty' || props.variant === 'filled') return props.variant;
  if (props.config?.name === 'Health Assessment - Empty') return 'empty';
  if (props.config?.name === 'Health Assessment') return 'filled';
  return undefined;
}

/**
 * The Health Assessment dashboard cards (spec 001 §2 health assessment, filled and empty): before
 * any section is saved, the empty card asks to Start now (to the page whose path is hra-form);
 * afterwards the filled card shows each section's status and leads back to the assessment. Each
 * variant shows only in its own case, so a page with both shows one.
 */
export function HealthAssessment(props: HealthAssessmentProps) {
  const t = useMessages(healthAssessmentMessages);
  const s = useMessages(hraSectionMessages);
  const client = useHealthDeck();
  const session = useStore(client.$session);
  if (!session)
    return (
      <InfoCard folder="health-assessment" title={s.title} signedOut={s.signedOut}>
        {() => null}
      </InfoCard>
    );
  return <AssessmentCard client={client} t={t} s={s} variant={variantOf(props)} onError={props.onError} />;
}

function AssessmentCard({
  client,
  t,
  s,
  variant,
  onError,
}: {
  client: HealthDeck;
  t: HealthAssessmentMessages;
  s: HraSectionMessages;
  variant?: HealthAssessmentVariant;
  onError?: HealthAssessmentProps['onError'];
}) {
  const sections = useQuery(hraSectionsQuery(client));
  const href = useHraPageHref(client);
  const hostNavigate = useHostNavigate();
  useReportLoadFailure('health assessment', sections, s.loadFailed, onError);
  const status = sections.data?.status;
  if (status && (variant === 'empty' ? status !== 'new' : variant === 'filled' && status === 'new')) return null;

  const link = (label: string) => (
    <a className="hd-info-card__cta hd-button hd-button--filled hd-button--blue" part="cta" href={href} onClick={hostNavigation(hostNavigate && (() => hostNavigate(href)))}>
      <span className="hd-button__label">{label}</span>
    </a>
  );
  let body: ReactNode;
  if (sections.isError) body = <LoadFailure block="hd-info-card" query={sections} message={s.loadFailed} retryLabel={s.retry} />;
  else if (!sections.data) body = <InfoSkeleton label={s.loading} />;
  else if (sections.data.status === 'new') {
    body = (
      <div className="hd-info-card__body" part="body">
        <p className="hd-info-card__text">{t.emptyText}</p>
        <div className="hd-info-card__actions">{link(t.startNow)}</div>
      </div>
    );
  } else {
    const list = sections.data.sections;
    const done = list.filter((x) => x.status !== 'new' && x.status !== 'incomplete').length;
    const submitted = sections.data.status === 'review';
    body = (
      <div className="hd-info-card__body" part="body">
        <p className="hd-info-card__text" part="progress">
          {submitted ? t.submitted : fillText(s.progress, { done, total: list.length })}
        </p>
        <ul className="hd-health-assessment__sections" part="list">
          {list.map((section) => (
            <li key={section.kind} className="hd-health-assessment__section" data-status={section.status}>
              <span>{s.sections[section.kind]}</span>
              <span className={`hd-health-assessment__status hd-health-assessment__status--${section.status}`} part="status">
                {s.statuses[section.status]}
              </span>
            </li>
          ))}
        </ul>
        <div className="hd-info-card__actions">{link(submitted ? t.view : t.continue)}</div>
      </div>
    );
  }
  return (
    <InfoCard folder="health-assessment" title={s.title} signedOut={s.signedOut}>
      {() => body}
    </InfoCard>
  );
}
