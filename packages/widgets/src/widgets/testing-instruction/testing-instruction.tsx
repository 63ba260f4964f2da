import { useQuery } from '@tanstack/react-query';
import type { Kit } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from '../shared/host-navigation';
import { InfoCard, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { KIT_REGISTER_PATH, kitsClientOf } from '../testing-center/kits-client';
import { testingInstructionMessages, type TestingInstructionMessages } from './messages';

export interface TestingInstructionProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type T = TestingInstructionMessages;
type OnError = TestingInstructionProps['onError'];

function InternalLink({ href, children }: { href: string; children: string }) {
  const navigate = useHostNavigate();
  return (
    <a className="hd-testing-instruction__link" part="link" href={href} onClick={hostNavigation(navigate ? () => navigate(href) : undefined)}>
      {children}
    </a>
  );
}

/** A Spot kit: the samples it takes, each with the vendor's instructions and what it measures (GET spot-results samples info). */
function SpotSamples({ client, kit, t, onError }: { client: HealthDeck; kit: Kit; t: T; onError: OnError }) {
  const samples = useQuery(kitsClientOf(client).queries.spotSamplesInfo(kit.kit_id));
  useReportLoadFailure('testing-instruction', samples, t.failed, onError);
  if (samples.isError) return <LoadFailure block="hd-info-card" query={samples} message={t.failed} retryLabel={t.retry} />;
  if (samples.isPending) return <InfoSkeleton label={t.loading} />;
  return (
    <ol className="hd-testing-instruction__steps" part="steps">
      {samples.data.samples.map((sample) => (
        <li key={sample.sample_type} className="hd-testing-instruction__step" part="step">
          <h4 className="hd-testing-instruction__sample">{sample.sample_type}</h4>
          <p className="hd-info-card__text">{sample.instructions}</p>
          <p className="hd-testing-instruction__measures">{t.measures.replace('{biomarkers}', sample.biomarkers.join(', '))}</p>
        </li>
      ))}
    </ol>
  );
}

/** Any other kit (Auria, body scan): what the product measures (GET kit info); its steps come in the box. */
function ProductInstructions({ client, kit, t, onError }: { client: HealthDeck; kit: Kit; t: T; onError: OnError }) {
  const info = useQuery(kitsClientOf(client).queries.info(kit.kit_id));
  useReportLoadFailure('testing-instruction', info, t.failed, onError);
  if (info.isError) return <LoadFailure block="hd-info-card" query={info} message={t.failed} retryLabel={t.retry} />;
  if (info.isPending) return <InfoSkeleton label={t.loading} />;
  const biomarkers = info.data.product.biomarkers.map((b) => b.name);
  return (
    <div className="hd-testing-instruction__product">
      <p className="hd-info-card__text">{kit.provider_code === '3d-look' ? t.bodyScan : t.inTheBox}</p>
      {biomarkers.length > 0 ? <p className="hd-testing-instruction__measures">{t.measures.replace('{biomarkers}', biomarkers.join(', '))}</p> : null}
    </div>
  );
}

function InstructionBody({ client, t, onError }: { client: HealthDeck; t: T; onError: OnError }) {
  const last = useQuery(kitsClientOf(client).queries.last());
  useReportLoadFailure('testing-instruction', last, t.failed, onError);
  if (last.isError) return <LoadFailure block="hd-info-card" query={last} message={t.failed} retryLabel={t.retry} />;
  if (last.isPending) return <InfoSkeleton label={t.loading} />;
  const kit = last.data.kit;
  if (!kit) {
    return (
      <div className="hd-info-card__body" part="body">
        <p className="hd-info-card__empty" part="empty">
          {t.noKit}
        </p>
        <InternalLink href={KIT_REGISTER_PATH}>{t.register}</InternalLink>
      </div>
    );
  }
  return (
    <div className="hd-info-card__body" part="body">
      <h3 className="hd-info-card__subtitle" part="kit">
        {t.forKit.replace('{name}', kit.name).replace('{kitId}', kit.kit_id)}
      </h3>
      {kit.provider_code === 'spot' ? <SpotSamples client={client} kit={kit} t={t} onError={onError} /> : <ProductInstructions client={client} kit={kit} t={t} onError={onError} />}
      {kit.provider_code === '3d-look' ? null : <p className="hd-info-card__text">{t.sendBack}</p>}
    </div>
  );
}

/**
 * The TESTINGINSTRUCTION page (spec 000 §3.4): how to take the test of the member's latest kit —
 * for a Spot kit the samples it takes with the vendor's instructions and the biomarkers each gives
 * (GET spot-results samples info), for another kit what it measures (GET kit info); a member with
 * no kit is sent to register one (spec 001 §2 /client/testing-center/register).
 */
export function TestingInstruction({ onError }: TestingInstructionProps) {
  const t = useMessages(testingInstructionMessages);
  return (
    <InfoCard folder="testing-instruction" title={t.title} signedOut={t.signedOut}>
      {(client) => <InstructionBody client={client} t={t} onError={onError} />}
    </InfoCard>
  );
}
