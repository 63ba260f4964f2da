import { toast } from '../../primitives/toast/toast-store';

// The reminder's failure toast, loaded only when loading the reminder fails. A module of its own:
// imported on demand, it is a chunk whose exports are the module's, so the shared toast store it
// imports needs no namespace object (and no bundler runtime) in every page that loads it.
export function showFailureToast(message: string): void {
  toast({ kind: 'error', message });
}
