import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Referral } from '@healthdeck/contract/light';
import { type HealthDeck, referralsQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, imageAddress, webAddress } from '../shared/external-link';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { referralsMessages, type ReferralsMessages } from './messages';

export interface ReferralsProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

interface Group {
  key: string;
  name: string | null;
  referrals: Referral[];
}

/** The server's order (categories by name, then title, uncategorised last), cut into one group per category. */
export function groupByCategory(referrals: readonly Referral[]): Group[] {
  const groups: Group[] = [];
  for (const referral of referrals) {
    const key = referral.category?.id ?? '';
    const last = groups.at(-1);
    if (last && last.key === key) last.referrals.push(referral);
    else groups.push({ key, name: referral.category?.name ?? null, referrals: [referral] });
  }
  return groups;
}

function ReferralItem({ referral, t }: { referral: Referral; t: ReferralsMessages }) {
  const image = imageAddress(referral.desktop_image);
  const href = webAddress(referral.url);
  return (
    <li className="hd-referrals__item" part="item">
      {image ? <img className="hd-info-card__image hd-referrals__image" src={image} alt="" loading="lazy" /> : null}
      <h4 className="hd-referrals__name">{referral.title}</h4>
      {referral.description ? <p className="hd-info-card__text">{referral.description}</p> : null}
      {href ? <ExternalButtonLink href={href} label={referral.button_text.trim() || t.learnMore} newTab={t.newTab} /> : null}
    </li>
  );
}

function CategoryGroup({ group, t }: { group: Group; t: ReferralsMessages }) {
  const headingId = useId();
  return (
    <section className="hd-referrals__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-info-card__subtitle">
        {group.name ?? t.otherCategory}
      </h3>
      <ul className="hd-referrals__list">
        {group.referrals.map((referral) => (
          <ReferralItem key={referral.id} referral={referral} t={t} />
        ))}
      </ul>
    </section>
  );
}

function ReferralsBody({ client, t, onError }: ReferralsProps & { client: HealthDeck; t: ReferralsMessages }) {
  const referrals = useQuery(referralsQuery(client));
  useReportLoadFailure('referrals', referrals, t.failed, onError);
  if (referrals.isError) return <LoadFailure block="hd-info-card" query={referrals} message={t.failed} retryLabel={t.retry} />;
  if (referrals.isPending) return <InfoSkeleton label={t.loading} />;
  if (referrals.data.referrals.length === 0) return <InfoEmpty>{t.empty}</InfoEmpty>;
  return (
    <div className="hd-info-card__body" part="body">
      {groupByCategory(referrals.data.referrals).map((group) => (
        <CategoryGroup key={group.key} group={group} t={t} />
      ))}
    </div>
  );
}

/**
 * The referrals page (spec 000 §3.4 page type REFERRALS; spec 001 §3 Referral: title, button_text,
 * description, desktop_image, url): every active referral, grouped by its category; each button
 * opens the referral's link in a new tab (spec 001 §2).
 */
export function Referrals({ onError }: ReferralsProps) {
  const t = useMessages(referralsMessages);
  return (
    <InfoCard folder="referrals" title={t.title} signedOut={t.signedOut}>
      {(client) => <ReferralsBody client={client} t={t} onError={onError} />}
    </InfoCard>
  );
}
