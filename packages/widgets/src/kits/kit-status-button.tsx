import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { kitAction, spotTrackingNumber } from '@healthdeck/sdk';
import { Button } from '../primitives/button/button';
import { useHostNavigate } from '../provider/host-navigate';
import { useMessages } from '../i18n/language';
import { hostNavigation } from '../widgets/shared/host-navigation';
import { testingCenterMessages } from './messages';

/** spec 001 §4: the opened report's tracking number (Spot), else none. */
export function trackingOf(data: KitStatusData | null | undefined): string | null {
  return data?.provider_code === 'spot' ? spotTrackingNumber(data) : null;
}

export interface KitStatusButtonProps {
  kit: Kit;
  /** The kit's display label (kitLabel). */
  label: string;
  /** From the opened report; without it an In Transit button is disabled (spec 001 §4). */
  trackingNumber: string | null;
  /** 'Partially Completed': select this kit and reload (spec 001 §4). */
  onSelect?: (kit: Kit) => void;
  /** The testing center, below which 'Results Ready' goes (default /client/testing-center). */
  testingCenterHref?: string;
}

/**
 * spec 001 §4 "Action button by label", decided by the sdk's kitAction rule: 'Results Ready' goes to
 * /client/testing-center/{kitId}; 'Partially Completed' selects the kit and reloads; 'In Transit'
 * opens postal tracking in a new window (disabled without a tracking number); others are disabled labels.
 */
export function KitStatusButton({ kit, label, trackingNumber, onSelect, testingCenterHref }: KitStatusButtonProps) {
  const t = useMessages(testingCenterMessages);
  const navigate = useHostNavigate();
  const action = kitAction(label, { kitId: kit.kit_id, trackingNumber, testingCenter: testingCenterHref });
  const text = t.labels[action.text] ?? action.text;
  if (action.kind === 'results') {
    return (
      <a
        className="hd-button hd-button--filled hd-button--blue hd-kit-status hd-kit-status--results"
        part="status-button"
        href={action.href}
        data-kit-action={action.kind}
        onClick={hostNavigation(navigate ? () => navigate(action.href) : undefined)}
      >
        {text}
      </a>
    );
  }
  // The rule's disabled: never for 'Partially Completed', In Transit without a tracking number, always for a plain label.
  return (
    <Button
      variant={action.kind === 'label' ? 'tinted' : 'outlined'}
      color={action.kind === 'label' ? 'gray' : action.kind === 'tracking' ? 'purple' : 'blue'}
      className="hd-kit-status"
      data-kit-action={action.kind}
      disabled={action.disabled}
      onClick={
        action.kind === 'select-kit'
          ? () => onSelect?.(kit)
          : () => {
              if (action.kind === 'tracking' && action.href) window.open(action.href, '_blank', 'noopener,noreferrer,popup');
            }
      }
    >
      {text}
    </Button>
  );
}
