import { Link } from 'react-router';
import { useMessages } from '@healthdeck/widgets';
import { classMessages } from './messages.js';

/** A classkey the contract does not know (a mistyped address). */
export function UnknownClass({ name }: { name: string | undefined }) {
  const t = useMessages(classMessages);
  return (
    <div className="hd-page">
      <h1>{t.unknownTitle}</h1>
      <p role="alert">{t.unknown(name ?? '')}</p>
      <Link to="/admin">{t.backAdmin}</Link>
    </div>
  );
}
