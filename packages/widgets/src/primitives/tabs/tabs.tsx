import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export const TABS_VARIANTS = ['underline', 'pill', 'solid'] as const;
export type TabsVariant = (typeof TABS_VARIANTS)[number];

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A disabled tab cannot be chosen and is skipped by the arrow keys (spec 001 §2). */
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The id of the selected tab (controlled). */
  value: string;
  onChange: (id: string) => void;
  /** spec 001 §2 Daily Journal: underline, pill and solid styles. Default underline. */
  variant?: TabsVariant;
  /** Names the tab list for assistive technology. */
  label?: string;
  /** The selected tab's panel; rendered in a tabpanel labelled by that tab. */
  children?: ReactNode;
}

// spec 001 §2 Daily Journal tabs, with the WAI-ARIA tabs pattern (automatic activation): arrows
// move and select, Home/End go to the first/last enabled tab, disabled tabs are skipped.
export function Tabs({ tabs, value, onChange, variant = 'underline', label, children }: TabsProps) {
  const base = `hd-tabs-${useId()}`;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = tabs.find((tab) => tab.id === value && !tab.disabled) ?? enabled[0];

  const choose = (id: string) => {
    refs.current.get(id)?.focus();
    if (id !== value) onChange(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const at = enabled.findIndex((tab) => tab.id === id);
    if (at < 0 || enabled.length === 0) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (at + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    choose(enabled[next].id);
  };

  return (
    <div className={`hd-tabs hd-tabs--${variant}`} part="tabs">
      <div role="tablist" aria-label={label} className="hd-tabs__list" part="tab-list">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={children !== undefined ? `${base}-panel` : undefined}
              // Roving tab stop: only the selected tab is in the Tab order.
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className="hd-tabs__tab"
              part={isSelected ? 'tab tab-selected' : 'tab'}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && selected ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable tabpanel is the WAI-ARIA tabs pattern (Tab moves from the tab list into the panel even when it has no focusable content)
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected.id}`} tabIndex={0} className="hd-tabs__panel" part="tab-panel">
          {children}
        </div>
      ) : null}
    </div>
  );
}
