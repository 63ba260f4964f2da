import { useQuery } from '@tanstack/react-query';
import type { Kit } from '@healthdeck/contract/light';
import { lastKitQuery, spotSamplesInfoQuery, type HealthDeck } from '@healthdeck/sdk';
import { KIT_REGISTER_PATH } from '../../kits/kits-client';
import { useMessages } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from '../shared/host-navigation';
import { InfoCard, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { testingInstructionMessages, type TestingInstructionMessages } from './messages';

export interface TestingInstructionProps {
  /** The register page (default /client/testing-center/register, spec 001 §2). */
  registerHref?: string;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type T = TestingInstructionMessages;
type OnError = TestingInstructionProps['onError'];

/** A Spot kit: the samples it takes, each with the vendor's instructions and what it measures (GET spot-results samples info). */
function SpotSamples({ client, kit, t, onError }: { client: HealthDeck; kit: Kit; t: T; onError: OnError }) {
  const samples = useQuery(spotSamplesInfoQuery(client, kit.kit_id));
  useReportLoadFailure('testing-instruction', samples, t.failed, onError);
  if (samples.isError) return <LoadFailure block="hd-info-card" query={samples} message={t.failed} retryLabel={t.retry} />;
  if (samples.isPending) return <InfoSkeleton label={t.loading} />;
  return (
    <ol className="hd-testing-instruction__steps" part="steps">
      {samples.data.samples.map((sample) => (
        <li key={sample.sample_type} className="hd-testing-instruction__step">
          <h4 className="hd-testing-instruction__sample">{sample.sample_type}</h4>
          <p className="hd-info-card__text">{sample.instructions}</p>
          <p className="hd-testing-instruction__measures">{t.measures.replace('{biomarkers}', sample.biomarkers.join(', '))}</p>
        </li>
      ))}
    </ol>
  );
}

function InstructionBody({ client, t, registerHref, onError }: { client: HealthDeck; t: T; registerHref: string; onError: OnError }) {
  const navigate = useHostNavigate();
  // The sdk's kits keys: a kit registered elsewhere on the page refreshes this one.
  const last = useQuery(lastKitQuery(client));
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
        <a className="hd-testing-instruction__link" href={registerHref} onClick={hostNavigation(navigate ? () => navigate(registerHref) : undefined)}>
          {t.register}
        </a>
      </div>
    );
  }
  const bodyScan = kit.provider_code === '3d-look';
  return (
    <div className="hd-info-card__body" part="body">
      <h3 className="hd-info-card__subtitle">{t.forKit.replace('{name}', kit.name).replace('{kitId}', kit.kit_id)}</h3>
      {kit.provider_code === 'spot' ? <SpotSamples client={client} kit={kit} t={t} onError={onError} /> : <p className="hd-info-card__text">{bodyScan ? t.bodyScan : t.inTheBox}</p>}
      {bodyScan ? null : <p className="hd-info-card__text">{t.sendBack}</p>}
    </div>
  );
}

/**
 * The TESTINGINSTRUCTION page (spec 000 §3.4): how to take the test of the member's latest kit —
 * for a Spot kit the samples it takes with the vendor's instructions and the biomarkers each gives
 * (GET spot-results samples info); an Auria kit's steps come in its box, a 3D body scan starts from
 * its card; a member with no kit is sent to register one (spec 001 §2 /client/testing-center/register).
 */
export function TestingInstruction({ registerHref = KIT_REGISTER_PATH, onError }: TestingInstructionProps) {
  const t = useMessages(testingInstructionMessages);
  return (
    <InfoCard folder="testing-instruction" title={t.title} signedOut={t.signedOut}>
      {(client) => <InstructionBody client={client} t={t} registerHref={registerHref} onError={onError} />}
    </InfoCard>
  );
}
