import { NavLink, useLocation } from 'react-router';
import { useMessages } from '@healthdeck/widgets';
import { classesByGroup, classPath } from '../classes/class-catalogue.js';
import { classNames } from '../classes/class-names.js';
import { adminMessages, type AdminMessages } from '../shared/messages.js';

/** Who may do what (spec 000 §6). */
const PEOPLE: { to: string; label: keyof AdminMessages['nav'] }[] = [
  { to: '/admin/roles', label: 'roles' },
  { to: '/admin/permissions', label: 'permissions' },
  { to: '/admin/key-recovery', label: 'keyRecovery' },
  { to: '/admin/account-deletions', label: 'accountDeletions' },
];

/** The typed collections and tools beside the classes (spec 000 §7.2, §7.4, §7.5, §7.6). */
const OPERATIONS: { to: string; label: keyof AdminMessages['nav'] }[] = [
  { to: '/admin/kits', label: 'kits' },
  { to: '/admin/orders', label: 'orders' },
  { to: '/admin/customers', label: 'customers' },
  { to: '/admin/rewards', label: 'rewards' },
  { to: '/admin/uploads', label: 'batchUploads' },
  { to: '/admin/process-runs', label: 'processRuns' },
  { to: '/admin/translations', label: 'translationReport' },
];

/**
 * The admin sidebar's links (spec 000 §2: the admin area has its own sidebar): Users, roles and permissions; the operations (kits,
 * orders, customers, rewards, batch uploads); then every
 * class of spec 000 §3.1 by group; the group of the open class starts unfolded.
 */
export function AdminNav({ memberHomePath }: { memberHomePath: string }) {
  const { pathname } = useLocation();
  const t = useMessages(adminMessages);
  const names = useMessages(classNames);
  const openClass = /^\/admin\/classes\/([^/]+)/.exec(pathname)?.[1];
  return (
    <nav aria-label={t.nav.label} className="hd-admin-nav">
      <ul>
        <li>
          <NavLink to="/admin" end>
            {t.nav.users}
          </NavLink>
        </li>
        {PEOPLE.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{t.nav[item.label]}</NavLink>
          </li>
        ))}
      </ul>
      <h2 className="hd-admin-nav__title">{t.nav.operations}</h2>
      <ul>
        {OPERATIONS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{t.nav[item.label]}</NavLink>
          </li>
        ))}
      </ul>
      <h2 className="hd-admin-nav__title">{t.nav.classes}</h2>
      {classesByGroup().map(({ group, classkeys }) => (
        <details key={group} className="hd-admin-nav__group" open={openClass !== undefined && classkeys.some((k) => k === openClass) ? true : undefined}>
          <summary>{t.groups[group]}</summary>
          <ul>
            {classkeys.map((classkey) => (
              <li key={classkey}>
                <NavLink to={classPath(classkey)}>{names[classkey].label}</NavLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul>
        <li>
          <NavLink to={memberHomePath}>{t.nav.memberHome}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
