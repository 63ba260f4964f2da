import type { SandboxSourceName } from '@healthdeck/contract/light';
import { useMessages } from '../../i18n/language';
import { demoDataMessages } from './demo-data-messages';

/**
 * The mark on whatever a vendor's sandbox made (a record's or answer's `sandbox`, contract
 * SandboxSource): 'Demo data' and one line saying which test service made it up, so a member never
 * takes a simulated result, scan, device reading, appointment or place for a real one; a record the
 * product made up itself (the admin's simulate call, the demo seed) gets its own line
 * (docs/decisions/0090-sandboxes-say-so.md). Nothing for data a real service gave.
 */
export function DemoDataBadge({ source, className }: { source: SandboxSourceName | null | undefined; className?: string }) {
  const t = useMessages(demoDataMessages);
  if (!source) return null;
  return (
    <p className={className ? `hd-demo-data ${className}` : 'hd-demo-data'} part="demo-data" role="note" data-sandbox={source}>
      <strong className="hd-demo-data__badge">{t.badge}</strong>{' '}
      <span className="hd-demo-data__text">{source === 'simulated' || source === 'seed' ? t.records[source] : t.explain(t.vendors[source])}</span>
    </p>
  );
}
