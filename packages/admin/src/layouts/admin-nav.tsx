import { NavLink, useLocation } from 'react-router';
import { CLASS_CATALOGUE, classesByGroup, classPath } from '../classes/class-catalogue.js';

/** Who may do what (spec 000 §6). */
const PEOPLE = [
  { to: '/admin/roles', label: 'Roles' },
  { to: '/admin/permissions', label: 'Permissions' },
] as const;

/** The typed collections and tools beside the classes (spec 000 §7.2, §7.4, §7.5, §7.6). */
const OPERATIONS = [
  { to: '/admin/kits', label: 'Kits' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/rewards', label: 'Rewards' },
  { to: '/admin/uploads', label: 'Batch uploads' },
] as const;

/**
 * The admin sidebar's links (spec 000 §2: the admin area has its own sidebar): Users, roles and permissions; the operations (kits,
 * orders, customers, rewards, batch uploads); then every
 * class of spec 000 §3.1 by group; the group of the open class starts unfolded.
 */
export function AdminNav({ memberHomePath }: { memberHomePath: string }) {
  const { pathname } = useLocation();
  const openClass = /^\/admin\/classes\/([^/]+)/.exec(pathname)?.[1];
  return (
    <nav aria-label="Admin" className="hd-admin-nav">
      <ul>
        <li>
          <NavLink to="/admin" end>
            Users
          </NavLink>
        </li>
        {PEOPLE.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
      <h2 className="hd-admin-nav__title">Operations</h2>
      <ul>
        {OPERATIONS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
      <h2 className="hd-admin-nav__title">Classes</h2>
      {classesByGroup().map(({ group, classkeys }) => (
        <details key={group} className="hd-admin-nav__group" open={openClass !== undefined && classkeys.some((k) => k === openClass) ? true : undefined}>
          <summary>{group}</summary>
          <ul>
            {classkeys.map((classkey) => (
              <li key={classkey}>
                <NavLink to={classPath(classkey)}>{CLASS_CATALOGUE[classkey].label}</NavLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul>
        <li>
          <NavLink to={memberHomePath}>Member home</NavLink>
        </li>
      </ul>
    </nav>
  );
}
