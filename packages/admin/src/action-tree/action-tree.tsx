import { useMessages } from '@healthdeck/widgets';
import { useId } from 'react';
import { Link } from 'react-router';
import { actionGroupPath, actionPath, type TreeItem } from './build-tree.js';
import { actionTreeMessages } from './messages.js';

/** The programme's action items as a nested list of links; the open item is marked current. */
export function ActionTree({ program, items, current }: { program: string; items: TreeItem[]; current: string }) {
  const M = useMessages(actionTreeMessages);
  const headingId = useId();
  const mark = (id: string) => (id === current ? ({ 'aria-current': 'page' } as const) : {});
  return (
    <nav className="hd-action-tree" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.treeHeading(program)}</h2>
      {items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul>
          {items.map((item) =>
            item.kind === 'action' ? (
              <li key={item.id}>
                <Link to={actionPath(item.id)} {...mark(item.id)}>
                  {item.name}
                </Link>
              </li>
            ) : (
              <li key={item.id}>
                <Link to={actionGroupPath(item.id)} {...mark(item.id)}>
                  <span className="hd-action-tree__kind">{M.group}:</span> {item.name}
                </Link>
                {item.children.length > 0 ? (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link to={actionPath(child.id)} {...mark(child.id)}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
    </nav>
  );
}
