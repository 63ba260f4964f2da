import { z } from 'zod';

/**
 * spec 000 §2: on admin and client paths a toast shows only if a toast-message-location entry with
 * display_status matches the path (a * matches exactly one segment). The entries are records of
 * the toast_message_locations class (spec 000 §3.1: path, display_status) that the browser reads
 * to decide; records that no longer match the class schema are left out.
 */
export const ToastLocation = z.object({ path: z.string(), display_status: z.boolean() });
export type ToastLocation = z.infer<typeof ToastLocation>;
export const ToastLocationsResponse = z.object({ locations: z.array(ToastLocation) });
export type ToastLocationsResponse = z.infer<typeof ToastLocationsResponse>;
