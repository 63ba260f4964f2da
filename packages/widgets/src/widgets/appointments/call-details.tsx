// A Smartlink call's details, loaded when the list shows a call with details and the member's
// private key is open (appointments.tsx shows the loading line meanwhile, as while they decrypt).
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@healthdeck/contract/light';
import { clinicalRecordLocked, smartlinkCallDetailsQuery, type HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { adoptPartStyles } from '../../styles/part-styles';
import detailsRules from './call-details.css?inline';
import type { AppointmentsMessages } from './messages';

const adoptSheet = adoptPartStyles(detailsRules);

/** The member's keys in this browser: the private key opens a call's details as the server sealed them, the data key as this browser re-sealed them. */
export type MemberKeys = { privateKey: ReturnType<HealthDeck['$privateKey']['get']>; dataKey: ReturnType<HealthDeck['$dataKey']['get']> };

/** A call's meeting link, only when it is a web address (the details are the provider's text). */
function webLink(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A phone number as a tel: link ('+1 (312) 555-0101' → 'tel:+13125550101'). */
const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * spec 000 §7.6 Smartlink "appointments (decrypted for the user)": the call details the server
 * wrote to the member's public key, opened in this browser: the care advocate's phone and, while the
 * call is upcoming, its meeting link. Once opened the sdk re-seals them under the member's data key
 * (smartlinkSealDetails), which opens them on later visits. Without the key they need it says they
 * are locked (the list shows the password form once); details that cannot be decrypted say so. A
 * call without details (booked before the member had keys) shows nothing.
 */
export function CallDetails({ appointment, upcoming, keys, t }: { appointment: Appointment; upcoming: boolean; keys: MemberKeys; t: AppointmentsMessages }) {
  const client = useHealthDeck();
  const locked = clinicalRecordLocked(appointment.encrypted_data, keys);
  const details = useQuery({
    ...smartlinkCallDetailsQuery(client, appointment, { privateKey: keys.privateKey }),
    enabled: appointment.encrypted_data !== null && !locked,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!appointment.encrypted_data) return null;
  if (locked) return <p className="hd-appointments__locked">{t.detailsLocked}</p>;
  if (details.isError) return <p className="hd-appointments__locked">{t.detailsUnreadable}</p>;
  if (details.isPending) {
    return (
      <p className="hd-appointments__locked" role="status">
        {t.detailsLoading}
      </p>
    );
  }
  const call = details.data;
  if (!call) return <p className="hd-appointments__locked">{t.detailsLocked}</p>;
  const meeting = upcoming ? webLink(call.meeting_url) : null;
  return (
    <dl className="hd-appointments__details" part="details" ref={adoptSheet}>
      {call.phone ? (
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={telLink(call.phone)}>{call.phone}</a>
          </dd>
        </div>
      ) : null}
      {meeting ? (
        <div>
          <dt>{t.meeting}</dt>
          <dd>
            <a href={meeting} target="_blank" rel="noopener noreferrer">
              {t.join}
              <span className="hd-visually-hidden"> ({t.newTab})</span>
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
