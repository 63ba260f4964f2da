import { NavLink, useLocation } from 'react-router';
import { CLASS_CATALOGUE, classesByGroup, classPath } from '../classes/class-catalogue.js';

/**
 * The admin sidebar's links (spec 000 §2: the admin area has its own sidebar): Users, then every
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
        <li>
          <NavLink to="/admin/roles">Roles</NavLink>
        </li>
        <li>
          <NavLink to="/admin/permissions">Permissions</NavLink>
        </li>
        <li>
          <NavLink to="/admin/kits">Kits</NavLink>
        </li>
        <li>
          <NavLink to="/admin/orders">Orders</NavLink>
        </li>
        <li>
          <NavLink to="/admin/customers">Customers</NavLink>
        </li>
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
