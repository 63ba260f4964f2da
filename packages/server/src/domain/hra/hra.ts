// spec 000 §3.4 (form status new|incomplete|complete|review|skipped; HRA form kinds); spec 001 §4
// Health assessment section status. Answers are sealed in the client (encrypted_data); only section
// statuses and the screening scores sent on submit are readable by the server.
import { HRA_FORM_KINDS, type FormStatusValue, type HraForm, type HraFormKind, type HraSection } from '@healthdeck/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, HraFormsTable, HraSectionsTable } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';

type Db = Kysely<Database>;

/** A saved section's status as shown: complete sections read 'review' once the form is submitted. */
export function sectionStatus(row: Selectable<HraSectionsTable> | undefined, submitted: boolean): FormStatusValue {
  if (!row) return 'new';
  return submitted && row.status === 'complete' ? 'review' : row.status;
}

/** The form's own status: new (nothing saved), incomplete, complete (every section complete or skipped), review (submitted). */
export function formStatus(form: Selectable<HraFormsTable> | undefined, rows: Selectable<HraSectionsTable>[]): FormStatusValue {
  if (!form || rows.length === 0) return 'new';
  if (form.submitted_at) return 'review';
  const done = HRA_FORM_KINDS.every((kind) => rows.some((r) => r.kind === kind && r.status !== 'incomplete'));
  return done ? 'complete' : 'incomplete';
}

/** The member's form joined with its sections (one row per section, one with null section columns when none). */
const hraFormWithSections = preparedQuery((db, p: { userId: string }) =>
  db
    .selectFrom('hra_forms as f')
    .leftJoin('hra_sections as s', 's.user_id', 'f.user_id')
    .select(['f.user_id', 'f.submitted_at', 'f.created_at', 'f.updated_at', 's.kind', 's.status', 's.encrypted_data', 's.updated_at as section_updated_at'])
    .where('f.user_id', '=', p.userId),
);

/** The member's form and its sections, in one statement (the dashboard reads them on every load). */
export async function readHra(db: Db, userId: string): Promise<{ form: Selectable<HraFormsTable> | undefined; rows: Selectable<HraSectionsTable>[] }> {
  const joined = await hraFormWithSections.rows(db, { userId });
  const first = joined[0];
  if (!first) return { form: undefined, rows: [] };
  const form = { user_id: first.user_id, submitted_at: first.submitted_at, created_at: first.created_at, updated_at: first.updated_at };
  const rows = joined.flatMap((r) =>
    r.kind !== null && r.status !== null && r.section_updated_at !== null
      ? [{ user_id: r.user_id, kind: r.kind, status: r.status, encrypted_data: r.encrypted_data, updated_at: r.section_updated_at }]
      : [],
  );
  return { form, rows };
}

export function toHraSection(kind: HraFormKind, row: Selectable<HraSectionsTable> | undefined, submitted: boolean): HraSection {
  return {
    kind,
    status: sectionStatus(row, submitted),
    encrypted_data: row?.encrypted_data ?? null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

export function toHraForm(form: Selectable<HraFormsTable>, rows: Selectable<HraSectionsTable>[]): HraForm {
  const submitted = form.submitted_at !== null;
  return {
    status: formStatus(form, rows),
    submitted_at: form.submitted_at ? form.submitted_at.toISOString() : null,
    sections: HRA_FORM_KINDS.map((kind) =>
      toHraSection(
        kind,
        rows.find((r) => r.kind === kind),
        submitted,
      ),
    ),
  };
}
