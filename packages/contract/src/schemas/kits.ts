import { z } from 'zod';
import { KITS_PAGE_MAX, KITS_PAGE_SIZE, PROVIDER_CODES, SEALED_REPORT_MAX } from '../constants.js';
import { Paging, SandboxSource } from './common.js';

// spec 000 §7.5 kits; spec 001 §3 Kit, Test kit summary; §4 statuses.

export const ProviderCodeSchema = z.enum(PROVIDER_CODES);

/** spec 000 §5: "A kit check or register needs kit_id". Kit ids are printed on the box (letters, digits, dashes). */
export const KitIdValue = z
  .string()
  .trim()
  .min(1, 'kit_id is required')
  .max(64, 'kit_id must be at most 64 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'kit_id may contain only letters, digits and dashes')
  .transform((v) => v.toUpperCase());

/**
 * spec 001 §3 Kit: id, kit_id, provider_code, status, encrypted_data, updated_at; plus the test kit
 * summary fields that are not health data (test name, biomarkers count, order date and number,
 * results-ready flag). `status` is the provider's current status code (Spot: spec 001 §4 codes;
 * Namida: '' | OrderPlaced | … | Results; 3D Look: pending | in_progress | completed);
 * encrypted_data is the provider's kit status (contract KitStatusData) as an OpenPGP message to the
 * member's key, null until the provider has reported.
 */
export const Kit = z.object({
  id: z.string().uuid(),
  kit_id: z.string(),
  provider_code: ProviderCodeSchema,
  status: z.string(),
  encrypted_data: z.string().nullable(),
  updated_at: z.string(),
  test_code: z.string(),
  name: z.string(),
  biomarkers: z.number().int().min(0),
  order_number: z.string().nullable(),
  order_date: z.string().nullable(),
  /** The member confirmed the registration (before that the kit reads 'Partially Completed'). */
  confirmed: z.boolean(),
  results_ready: z.boolean(),
  created_at: z.string(),
  /** The vendor whose sandbox issued and reports the kit (its statuses and results are demo data), or null. */
  sandbox: SandboxSource,
});
export type Kit = z.infer<typeof Kit>;

export const KitIdBody = z.object({ kit_id: KitIdValue });
export const KitIdQuery = z.object({ kit_id: KitIdValue });
export const KitParams = z.object({ id: z.string().uuid('The kit id must be a UUID') });

export const SEALED_REPORT_MESSAGE = 'encrypted_data must be an hd1. record sealed under your data key';
/** A record the member's browser re-sealed under the data key (hd1. only): a kit report, a call's details. */
export const ResealedRecord = z
  .string()
  .max(SEALED_REPORT_MAX, `encrypted_data must be at most ${SEALED_REPORT_MAX} characters`)
  .regex(/^hd1\.[A-Za-z0-9+/]+={0,2}$/, SEALED_REPORT_MESSAGE);
/**
 * The body of a re-seal for a record whose version is its `updated_at` (the version the browser
 * opened; a record changed since is never overwritten): a kit report, a call's details, a body
 * measurement, a health assessment section. A vital (created_at) and a health record (the digest of
 * the ciphertext) name their version otherwise.
 */
export const ResealedAtUpdate = z.object({
  encrypted_data: ResealedRecord,
  updated_at: z.string().min(1, 'updated_at is required'),
});
/**
 * The same report the server sealed to the member's public key, re-sealed by the member's browser
 * under the member's data key ('hd1.'): it then opens without the private key, in microseconds
 * rather than one RSA-4096 decryption. `updated_at` is the kit version the browser opened.
 */
export const KitSealReportBody = ResealedAtUpdate;
export type KitSealReportBody = z.infer<typeof KitSealReportBody>;
export const KitUnregisterBody = z.object({ id: z.string().uuid('id must be a kit UUID') });

export const KitResponse = z.object({ kit: Kit });
export type KitResponse = z.infer<typeof KitResponse>;
export const KitOrNullResponse = z.object({ kit: Kit.nullable() });
export type KitOrNullResponse = z.infer<typeof KitOrNullResponse>;
export const KitsResponse = z.object({ kits: z.array(Kit) });
export type KitsResponse = z.infer<typeof KitsResponse>;

/**
 * GET client kits, a page at a time (docs/decisions/0111-member-lists-paged.md): newest first (then by
 * kit ID), `take` of them (spec 001 §9's table page, 10, by default; at most KITS_PAGE_MAX) after the
 * previous page's `next_after`; `kit_id` finds one kit of the member's by its printed ID.
 */
export const KitsQuery = z.object({
  after: z.string().max(200).optional(),
  take: z.coerce.number().int().min(1).max(KITS_PAGE_MAX).default(KITS_PAGE_SIZE),
  kit_id: KitIdValue.optional(),
});
export type KitsQuery = z.input<typeof KitsQuery>;
export const KitsPageResponse = z.object({
  kits: z.array(Kit),
  /** The cursor of the next (older) page, or null when this page is the last. */
  next_after: z.string().nullable(),
  /** How many kits the member has (with `kit_id`: 0 or 1). */
  total_count: z.number().int().min(0),
});
export type KitsPageResponse = z.infer<typeof KitsPageResponse>;
export const KITS_CURSOR_MESSAGE = 'after must be a cursor this list gave';

/** GET is-available: whether a kit id can be registered by the signed-in member. */
export const KitAvailabilityResponse = z.object({ kit_id: z.string(), available: z.boolean(), message: z.string().nullable() });
export type KitAvailabilityResponse = z.infer<typeof KitAvailabilityResponse>;

/** A kit product of a provider (admin class vendorkit): a Spot panel, the Auria test, a body scan. */
export const KitProduct = z.object({
  provider_code: ProviderCodeSchema,
  provider_name: z.string(),
  test_code: z.string(),
  name: z.string(),
  biomarkers: z.array(z.object({ name: z.string(), description: z.string(), providerCode: ProviderCodeSchema })),
});
export type KitProduct = z.infer<typeof KitProduct>;
export const VendorKitsQuery = z.object({ provider_code: ProviderCodeSchema.optional() }).strict();
export const VendorKitsResponse = z.object({ vendor_kits: z.array(KitProduct) });
export type VendorKitsResponse = z.infer<typeof VendorKitsResponse>;
export const ProviderKitQuery = z.object({ provider_code: ProviderCodeSchema });

/** GET kit info: the product behind a kit id, and whether it is yours or free to register. */
export const KitInfoResponse = z.object({
  kit_id: z.string(),
  /** null when the kit is registered to someone else: what another member is tested for is theirs. */
  product: KitProduct.nullable(),
  registration: z.enum(['available', 'yours', 'taken']),
});
export type KitInfoResponse = z.infer<typeof KitInfoResponse>;

/** spot-results samples info: what samples the member's Spot kit takes and which biomarkers each gives. */
export const SpotSamplesInfoResponse = z.object({
  kit_id: z.string(),
  type: z.string(),
  samples: z.array(z.object({ sample_type: z.string(), instructions: z.string(), biomarkers: z.array(z.string()) })),
});
export type SpotSamplesInfoResponse = z.infer<typeof SpotSamplesInfoResponse>;

/** spec 000 §7.5 GET download (kitId) and GET PDF by filename: the answer is the PDF itself. */
export const KitDownloadQuery = z.object({ kitId: KitIdValue });
export const KitPdfQuery = z.object({
  filename: z
    .string()
    .trim()
    .max(120)
    .regex(/^[A-Za-z0-9_-]+\.pdf$/, 'filename must be a PDF file name'),
});
/** A file answer (RouteMeta.file): the fetch Response, whose body the client reads as a Blob. */
export const FileAnswer = z.instanceof(Response).describe('A file (application/pdf)');

// ---- admin (spec 000 §7.5 sync kit, spec 001 §7 server table sorting of kits) ----

export const AdminKit = Kit.omit({ encrypted_data: true }).extend({
  user_email: z.string().nullable(),
  provider_name: z.string(),
  /** The status as the testing center shows it (spec 001 §4 labels). */
  details_status: z.string(),
  /** Sandbox vendors only: how far the simulated vendor has advanced. */
  vendor_step: z.number().int().nullable(),
});
export type AdminKit = z.infer<typeof AdminKit>;

export const KIT_SORTS = ['user_email', 'test_name', 'provider_name', 'details_status'] as const;
export const SortDirection = z.enum(['asc', 'desc']);
export const AdminKitsQuery = Paging.extend({
  sort: z.enum(KIT_SORTS).optional(),
  direction: SortDirection.default('asc'),
  search: z.string().trim().max(120).optional(),
});
export const AdminKitsResponse = z.object({ kits: z.array(AdminKit), total_count: z.number().int() });
export type AdminKitsResponse = z.infer<typeof AdminKitsResponse>;

/** spec 001 §4 Spot kit statuses: the four exception statuses (a Spot kit stops there, without results). */
export const SPOT_EXCEPTION_STATUSES = ['rejected', 'delivery_exception', 'collection_exception', 'canceled'] as const;
export type SpotExceptionStatus = (typeof SPOT_EXCEPTION_STATUSES)[number];

/**
 * PATCH sync kit: reads the vendor's status now; `advance` moves a sandbox vendor one step first;
 * `exception` makes the sandbox Spot lab report one of the exception statuses (spec 001 §4) for the kit.
 */
export const AdminKitSyncBody = z
  .object({ advance: z.boolean().optional(), exception: z.enum(SPOT_EXCEPTION_STATUSES).optional() })
  .strict()
  .refine((b) => !(b.advance && b.exception), { message: 'Send either advance or exception, not both', path: ['exception'] })
  .optional();
export const AdminKitResponse = z.object({ kit: AdminKit });
export type AdminKitResponse = z.infer<typeof AdminKitResponse>;
