import { useMessages } from '@healthdeck/widgets';
import { Link, useParams } from 'react-router';
import { linkPairsOf, type LinkEndKind } from '@healthdeck/contract/light';
import { classPath } from '../classes/class-catalogue.js';
import { classNames, type ClassNames } from '../classes/class-names.js';
import { isLinkEndKind, useEndRecord } from '../links/link-ends.js';
import { LinkSection } from '../links/link-section.js';
import { linksMessages, type LinksMessages } from '../links/messages.js';
import { LoadState } from '../shared/load-state.js';

/** Where the back link of a record's links goes: its list. */
function listOf(kind: LinkEndKind, M: LinksMessages, names: ClassNames): { to: string; label: string } {
  if (kind === 'role') return { to: '/admin/roles', label: M.endNames.role.plural };
  if (kind === 'permission') return { to: '/admin/permissions', label: M.endNames.permission.plural };
  if (kind === 'user') return { to: '/admin/users', label: M.endNames.user.plural };
  return { to: classPath(kind), label: names[kind].label };
}

/**
 * /admin/links/:kind/:id — every link pair of spec 000 §3.3 that this record is an end of (the
 * contract's LINK_PAIRS): an organisation's users, programs and campaigns; a program's
 * organisations, users, widgets and health actions; a user's roles, organisations and programs; …
 */
export function RecordLinksScreen() {
  const M = useMessages(linksMessages);
  const { kind, id = '' } = useParams();
  if (!isLinkEndKind(kind)) {
    return (
      <div className="hd-page">
        <h1>{M.open}</h1>
        <p role="alert">{M.unknownKind(kind ?? '')}</p>
      </div>
    );
  }
  return <RecordLinks key={`${kind}/${id}`} kind={kind} id={id} />;
}

function RecordLinks({ kind, id }: { kind: LinkEndKind; id: string }) {
  const M = useMessages(linksMessages);
  const record = useEndRecord(kind, id);
  const names = useMessages(classNames);
  const back = listOf(kind, M, names);
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{record.label ? M.title(record.label) : M.title(M.endNames[kind].singular)}</h1>
      {record.error || record.pending ? (
        <LoadState error={record.error} loading={M.loadingRecord} onRetry={record.retry} />
      ) : record.label === null ? (
        <p role="alert">{M.unknownRecord(id)}</p>
      ) : (
        <>
          <p>{M.intro}</p>
          {linkPairsOf(kind).map(({ pair, field }) => (
            <LinkSection key={`${pair}/${field}`} pair={pair} field={field} recordId={id} />
          ))}
        </>
      )}
    </div>
  );
}
