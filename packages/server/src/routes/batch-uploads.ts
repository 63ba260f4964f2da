// spec 000 §7.6 Batch uploads (multipart with file): users (plus organization_code), medications,
// allergies, health issues; customers and orders (ours: the server tables' upload, spec 001 §2);
// spec 000 §8: 400 returns the body, 500 raises the server message.
// Every row is validated first; any bad row refuses the whole file with every row's errors (400,
// fields 'rows.<n>.<field>', n counting data rows from 1) and nothing is imported. The import runs
// in one transaction. Each upload is recorded as a user_upload_history record.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  AllergyClass,
  BatchAllergyRow,
  BatchCustomerRow,
  BatchOrderRow,
  BatchHealthIssueRow,
  BatchMedicationRow,
  BatchUserRow,
  HealthIssueClass,
  MedicationClass,
  UserUploadHistoryClass,
  type BatchUploadKind,
  type BatchUploadResponse,
  type OrganizationClass,
} from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { createMemberWithoutCredential } from '../domain/users/new-member.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { parseUploadRows, readUploadForm } from '../uploads/read-upload.js';

type Db = Kysely<Database>;
export interface RowError {
  row: number;
  field?: string;
  message: string;
}

/** Validates every row with the row schema; answers the parsed rows and all errors. */
function validateRows<S extends z.ZodType>(schema: S, rows: Record<string, unknown>[]): { parsed: z.output<S>[]; errors: RowError[] } {
  const parsed: z.output<S>[] = [];
  const errors: RowError[] = [];
  rows.forEach((raw, i) => {
    const result = schema.safeParse(raw);
    if (result.success) parsed.push(result.data);
    else for (const issue of result.error.issues) errors.push({ row: i + 1, field: issue.path.map(String).join('.') || undefined, message: issue.message });
  });
  return { parsed, errors };
}

/** Rows whose key repeats an earlier row's, or one already stored. */
function duplicates(keys: string[], existing: Set<string>, field: string, message: { file: string; stored: string }): RowError[] {
  const seen = new Set<string>();
  const errors: RowError[] = [];
  keys.forEach((key, i) => {
    if (existing.has(key)) errors.push({ row: i + 1, field, message: message.stored });
    else if (seen.has(key)) errors.push({ row: i + 1, field, message: message.file });
    seen.add(key);
  });
  return errors;
}

const nameKey = (name: string) => name.trim().toLowerCase();

async function catalogueNames(db: Db, classkey: 'medications' | 'allergies' | 'health_issues'): Promise<Set<string>> {
  const { items } = await createClassStore(db).list<{ name: string }>(classkey, { limit: 100_000 });
  return new Set(items.map((r) => nameKey(r.data.name)));
}

interface Plan {
  errors: RowError[];
  organizationCode?: string;
  /** Writes every row; runs inside the upload's transaction. */
  write(trx: Db): Promise<number>;
}

async function planUsers(ctx: AppContext, rows: Record<string, unknown>[], fields: Record<string, string>): Promise<Plan> {
  const code = (fields.organization_code ?? '').trim();
  if (!code) throw badRequest('organization_code is required', { organization_code: 'Enter the organization code' });
  const org = (await createClassStore(ctx.db).list<OrganizationClass>('organizations', { filters: { code }, limit: 1 })).items[0];
  if (!org) throw badRequest('Organization not found', { organization_code: 'Organization not found' });
  const { parsed, errors } = validateRows(BatchUserRow, rows);
  const emails = parsed.map((r) => r.email);
  const stored = emails.length === 0 ? [] : await ctx.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  if (errors.length === 0)
    errors.push(...duplicates(emails, new Set(stored.map((r) => r.email)), 'email', { file: 'This email is already in the file', stored: 'An account with this email already exists' }));
  return {
    errors,
    organizationCode: code,
    async write(trx) {
      for (const { email } of parsed) {
        await createMemberWithoutCredential(trx, email, org.id, '!batch-upload', ctx.config.now());
      }
      return parsed.length;
    },
  };
}

function planCatalogue<S extends z.ZodType<Record<string, unknown>>, C extends z.ZodType<Record<string, unknown>>>(
  classkey: 'medications' | 'allergies' | 'health_issues',
  rowSchema: S,
  classSchema: C,
  label: string,
) {
  return async (ctx: AppContext, rows: Record<string, unknown>[]): Promise<Plan> => {
    const { parsed, errors } = validateRows(rowSchema, rows);
    const records: z.output<C>[] = [];
    parsed.forEach((row, i) => {
      // The class schema has the catalogue's own rules (e.g. the ICD-10 code form).
      const result = classSchema.safeParse(row);
      if (result.success) records.push(result.data);
      else for (const issue of result.error.issues) errors.push({ row: i + 1, field: issue.path.map(String).join('.') || undefined, message: issue.message });
    });
    if (errors.length === 0) {
      errors.push(
        ...duplicates(
          records.map((r) => nameKey(String(r.name))),
          await catalogueNames(ctx.db, classkey),
          'name',
          { file: `This ${label} is already in the file`, stored: `This ${label} is already in the catalogue` },
        ),
      );
    }
    return {
      errors,
      async write(trx) {
        const store = createClassStore(trx);
        for (const record of records) await store.insert(classkey, record);
        return records.length;
      },
    };
  };
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Customers (spec 000 §7.5; the customers server table's upload): one per billing email. A customer
 * whose email is a member's account, where that member has no customer record yet, is theirs (the
 * shop's first order would have made it so); the others belong to no account.
 */
async function planCustomers(ctx: AppContext, rows: Record<string, unknown>[]): Promise<Plan> {
  const { parsed, errors } = validateRows(BatchCustomerRow, rows);
  const emails = parsed.map((r) => emailKey(r.billing_email));
  if (errors.length === 0 && emails.length > 0) {
    const stored = await ctx.db
      .selectFrom('customers')
      .select('billing_email')
      .where(sql<boolean>`lower(billing_email) in (${sql.join(emails)})`)
      .execute();
    errors.push(
      ...duplicates(emails, new Set(stored.map((r) => emailKey(r.billing_email))), 'billing_email', {
        file: 'This billing email is already in the file',
        stored: 'A customer with this billing email already exists',
      }),
    );
  }
  return {
    errors,
    async write(trx) {
      for (const row of parsed) {
        const account = await trx
          .selectFrom('users')
          .select('users.id')
          .where(sql<boolean>`lower(users.email) = ${emailKey(row.billing_email)}`)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('customers').select('customers.id').whereRef('customers.user_id', '=', 'users.id'))))
          .executeTakeFirst();
        await trx
          .insertInto('customers')
          .values({
            user_id: account?.id ?? null,
            billing_first_name: row.billing_first_name,
            billing_last_name: row.billing_last_name,
            billing_email: row.billing_email,
            created_at: ctx.config.now(),
          })
          .execute();
      }
      return parsed.length;
    },
  };
}

/**
 * Orders (spec 000 §7.5; the orders server table's upload): each for a customer already stored, found
 * by billing email; order numbers are unique. An imported order ships no kit (kits come from the
 * provider through an order placed in the portal); the sandbox shop moves it along from its date.
 */
async function planOrders(ctx: AppContext, rows: Record<string, unknown>[]): Promise<Plan> {
  const { parsed, errors } = validateRows(BatchOrderRow, rows);
  const customers = new Map<string, { id: string; user_id: string | null }>();
  if (errors.length === 0 && parsed.length > 0) {
    const emails = [...new Set(parsed.map((r) => emailKey(r.billing_email)))];
    const found = await ctx.db
      .selectFrom('customers')
      .select(['id', 'user_id', 'billing_email'])
      .where(sql<boolean>`lower(billing_email) in (${sql.join(emails)})`)
      .orderBy('created_at')
      .execute();
    for (const c of found) if (!customers.has(emailKey(c.billing_email))) customers.set(emailKey(c.billing_email), { id: c.id, user_id: c.user_id });
    parsed.forEach((r, i) => {
      if (!customers.has(emailKey(r.billing_email))) errors.push({ row: i + 1, field: 'billing_email', message: 'No customer has this billing email; import the customer first' });
    });
    const numbers = parsed.map((r) => r.order_number.toUpperCase());
    const stored = await ctx.db
      .selectFrom('orders')
      .select('order_number')
      .where(sql<boolean>`upper(order_number) in (${sql.join(numbers)})`)
      .execute();
    errors.push(
      ...duplicates(numbers, new Set(stored.map((r) => r.order_number.toUpperCase())), 'order_number', {
        file: 'This order number is already in the file',
        stored: 'An order with this number already exists',
      }),
    );
  }
  return {
    errors,
    async write(trx) {
      for (const row of parsed) {
        const customer = customers.get(emailKey(row.billing_email))!;
        await trx
          .insertInto('orders')
          .values({
            order_number: row.order_number,
            customer_id: customer.id,
            user_id: customer.user_id,
            product: row.product,
            tracking_status: row.tracking_status,
            tracking_number: row.tracking_number ?? null,
            kit_id: null,
            created_at: row.order_date ? new Date(`${row.order_date}T12:00:00Z`) : ctx.config.now(),
          })
          .execute();
      }
      return parsed.length;
    },
  };
}

const planners: Record<BatchUploadKind, (ctx: AppContext, rows: Record<string, unknown>[], fields: Record<string, string>) => Promise<Plan>> = {
  users: planUsers,
  medications: planCatalogue('medications', BatchMedicationRow, MedicationClass, 'medication'),
  allergies: planCatalogue('allergies', BatchAllergyRow, AllergyClass, 'allergy'),
  health_issues: planCatalogue('health_issues', BatchHealthIssueRow, HealthIssueClass, 'health issue'),
  customers: planCustomers,
  orders: planOrders,
};

async function recordUpload(db: Db, data: z.input<typeof UserUploadHistoryClass>) {
  return createClassStore(db).insert('user_upload_history', UserUploadHistoryClass.parse(data));
}

async function batchUpload(kind: BatchUploadKind, request: FastifyRequest, user: AuthUser, ctx: AppContext): Promise<BatchUploadResponse> {
  const form = await readUploadForm(request, kind === 'users' ? ['organization_code'] : []);
  const rows = parseUploadRows(form);
  const plan = await planners[kind](ctx, rows, form.fields);
  const history = { kind, file_name: form.fileName.slice(0, 300), uploaded_by: user.id, organization_code: plan.organizationCode ?? null, row_count: rows.length };
  if (plan.errors.length > 0) {
    const errors = [...plan.errors].sort((a, b) => a.row - b.row);
    await recordUpload(ctx.db, { ...history, status: 'refused', error_count: errors.length, errors: errors.slice(0, 1000).map((e) => ({ ...e, message: e.message.slice(0, 500) })) });
    const rowsWithErrors = new Set(errors.map((e) => e.row)).size;
    const fields = Object.fromEntries(errors.map((e) => [`rows.${e.row}${e.field ? `.${e.field}` : ''}`, e.message]));
    throw badRequest(`${rowsWithErrors} of ${rows.length} rows have errors; nothing was imported`, fields);
  }
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const imported = await plan.write(trx);
      const record = await recordUpload(trx, { ...history, status: 'imported' });
      return { upload: { id: record.id, kind, file_name: history.file_name, rows_imported: imported } };
    });
  } catch (error) {
    request.log.error({ err: error }, 'batch upload failed');
    await recordUpload(ctx.db, { ...history, status: 'failed', error_count: 1, errors: [{ row: 0, message: 'The import failed on the server' }] });
    throw new ApiHttpError(500, 'INTERNAL', 'The upload could not be imported and nothing was saved; please try again later');
  }
}

export const batchUploadHandlers: SomeHandlers<
  'batchUploadUsers' | 'batchUploadMedications' | 'batchUploadAllergies' | 'batchUploadHealthIssues' | 'batchUploadCustomers' | 'batchUploadOrders'
> = {
  batchUploadUsers: ({ request, user, ctx }) => batchUpload('users', request, user, ctx),
  batchUploadMedications: ({ request, user, ctx }) => batchUpload('medications', request, user, ctx),
  batchUploadAllergies: ({ request, user, ctx }) => batchUpload('allergies', request, user, ctx),
  batchUploadHealthIssues: ({ request, user, ctx }) => batchUpload('health_issues', request, user, ctx),
  batchUploadCustomers: ({ request, user, ctx }) => batchUpload('customers', request, user, ctx),
  batchUploadOrders: ({ request, user, ctx }) => batchUpload('orders', request, user, ctx),
};
