// Signing out leaves no member's data in the client state groups (spec 001 §3).
import { resetClientDashboard } from './client-dashboard.js';
import { resetClientProfile } from './client-profile.js';
import { resetTestingCenter } from './testing-center.js';
import { setStarBalance } from './star-balance.js';
import { clearToasts } from './toasts.js';
import { resetNotifications } from './notifications.js';

/** Empties the member-specific groups (dashboard, profile, testing center, notifications, stars, toasts); language and feature flags stay. */
export function resetClientState(): void {
  resetClientDashboard();
  resetClientProfile();
  resetTestingCenter();
  resetNotifications();
  setStarBalance(0);
  clearToasts();
}
