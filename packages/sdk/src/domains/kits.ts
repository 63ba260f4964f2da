// spec 000 §7.5 kits (register, is-available, unregister, confirm, client kits, one, last, kit info,
// vendor kits, providers kit, kits-new, spot-results samples info, download, PDF by filename, admin
// sync kit) and spec 001 §3, §4, §7, §9. The whole kits domain in one object (admin, hosts and the
// sdk's users that want every call), composed of the parts: the member's reads (kit-reads.ts), the
// report's opening and re-seal (kit-report.ts), the files (kit-files.ts), the writes
// (kit-register.ts), the other reads (kit-info.ts) and staff's calls (kits-admin.ts). Widgets create
// only the parts they call, so an element carries only those calls and their route rows.
import type { ResealQueueOptions } from './kit-reseal-queue.js';
import { createKitFilesApi } from './kit-files.js';
import { createKitInfoApi } from './kit-info.js';
import { createKitReadsApi, type KitsHost } from './kit-reads.js';
import { createKitRegisterApi } from './kit-register.js';
import { createKitReportApi } from './kit-report.js';
import { createKitsAdminApi } from './kits-admin.js';

export {
  KITS_KEY,
  KITS_LIST_KEY,
  KITS_LAST_KEY,
  KITS_NEW_KEY,
  kitKey,
  providerKitKey,
  kitInfoKey,
  kitAvailabilityKey,
  spotSamplesInfoKey,
  vendorKitsKey,
} from './kit-keys.js';
export { dispositionFileName, fileOf, type DownloadedFile } from './downloaded-file.js';
export { ADMIN_KITS_KEY, adminKitsKey, type AdminKitsQuery } from './kits-admin.js';
export { kitResultsFileName } from './kit-files.js';
export { kitReportServerSealed, kitReportLocked, openKit, type KitKeys } from './kit-report.js';
export type { KitsHost } from './kit-reads.js';

export function createKitsApi(hd: KitsHost, options: { reseal?: ResealQueueOptions } = {}) {
  return {
    ...createKitRegisterApi(hd),
    ...createKitReadsApi(hd),
    ...createKitInfoApi(hd),
    ...createKitReportApi(hd, options),
    ...createKitFilesApi(hd),
    admin: createKitsAdminApi(hd),
  };
}
export type KitsApi = ReturnType<typeof createKitsApi>;
