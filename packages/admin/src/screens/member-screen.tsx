import { Link, useParams } from 'react-router';
import { linkPairsOf } from '@healthdeck/contract/light';
import { useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { useEndRecord } from '../links/link-ends.js';
import { LinkSection } from '../links/link-section.js';
import { AccountActions } from '../member/account-actions.js';
import { ClinicalRecords } from '../member/clinical-records.js';
import { DailyLogs } from '../member/daily-logs.js';
import { memberMessages } from '../member/messages.js';

/**
 * /admin/users/:id — a member's page for staff (spec 000 §7.2): their organizations, programs and
 * roles (the user's link pairs of spec 000 §3.3), daily logs, activation link and enrollment,
 * simulate medical record, and the clinical reads by user id, each audited under the member.
 */
export function MemberScreen() {
  const { id = '' } = useParams();
  return <Member key={id} id={id} />;
}

function Member({ id }: { id: string }) {
  const M = useMessages(memberMessages);
  const user = useEndRecord('user', id);
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/users">← {M.back}</Link>
      </p>
      <h1>{user.label ? M.title(user.label) : M.titleLoading}</h1>
      {user.error ? (
        <p role="alert" className="hd-table-error">
          {errorMessage(user.error)}
        </p>
      ) : user.pending ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> {M.loading}
        </p>
      ) : user.label === null ? (
        <p role="alert">{M.unknown(id)}</p>
      ) : (
        <>
          <h2>{M.links}</h2>
          <p>{M.linksIntro}</p>
          {linkPairsOf('user').map(({ pair, field }) => (
            <LinkSection key={`${pair}/${field}`} pair={pair} field={field} recordId={id} />
          ))}
          <DailyLogs userId={id} />
          <AccountActions userId={id} />
          <ClinicalRecords userId={id} />
        </>
      )}
    </div>
  );
}
