import { z } from 'zod';
import { Active, Code, Name, Order, RecordId, ShortText, Text, Url } from './fields.js';
import { CareCategory } from './content.js';
import { ProcessStep, ProcessStepWrite } from '../processes.js';

// Admin classes of care and scheduling catalogues (spec 000 §3.1; §3.4 Care categories:
// everyday-care, urgent-care, specialty-care; also virtual_care — CareCategory of content.ts).

/** spec 000 §3.1 classkey call_types: kinds of call a member can book (spec 001 Call reminder, Schedule). */
export const CallTypeClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  duration_minutes: z.number().int().min(5).max(480).default(30),
  active: Active,
});
export type CallTypeClass = z.infer<typeof CallTypeClass>;

/** spec 000 §3.1 classkey care_types: what a member can get care for, by category. */
export const CareTypeClass = z.object({
  name: Name,
  code: Code,
  category: CareCategory,
  description: Text.optional(),
  icon: Url.optional(),
  order: Order,
  active: Active,
});
export type CareTypeClass = z.infer<typeof CareTypeClass>;

/** spec 000 §3.1 classkey specialty_care_types. */
export const SpecialtyCareTypeClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  active: Active,
});
export type SpecialtyCareTypeClass = z.infer<typeof SpecialtyCareTypeClass>;

/** spec 000 §3.1 classkey virtual_care_types (an organisation lists the ones it offers, spec 000 §3.3). */
export const VirtualCareTypeClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  url: Url.optional(),
  active: Active,
});
export type VirtualCareTypeClass = z.infer<typeof VirtualCareTypeClass>;

/** spec 000 §3.4 Vital status: good, warning, bad (unavailable = no value). */
export const VitalWarningThresholdClass = z
  .object({
    vital: Code,
    unit: z.string().trim().max(40).optional(),
    warning_min: z.number().nullable().default(null),
    warning_max: z.number().nullable().default(null),
    bad_min: z.number().nullable().default(null),
    bad_max: z.number().nullable().default(null),
    message: ShortText.optional(),
  })
  .refine((t) => t.warning_min === null || t.warning_max === null || t.warning_min < t.warning_max, { message: 'warning_min must be below warning_max', path: ['warning_max'] });
export type VitalWarningThresholdClass = z.infer<typeof VitalWarningThresholdClass>;

/** spec 000 §3.1 classkey exercises (spec 000 §8: 400 on exercise create and update returns the body). */
export const ExerciseClass = z.object({
  name: Name,
  description: Text.optional(),
  category: z.string().trim().max(100).optional(),
  met: z.number().min(0).max(30).nullable().default(null),
  video_url: Url.optional(),
  image: Url.optional(),
  active: Active,
});
export type ExerciseClass = z.infer<typeof ExerciseClass>;

/** spec 000 §3.1 classkey program_pdf_templates: the results PDF of a programme (spec 000 §7.6 result.pdf). */
export const ProgramPdfTemplateClass = z.object({
  name: Name,
  program_id: RecordId.nullable().default(null),
  title: ShortText.optional(),
  body: Text.min(1, 'Required'),
  file_name: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.-]+\.pdf$/, 'Use a file name ending in .pdf')
    .default('result.pdf'),
});
export type ProgramPdfTemplateClass = z.infer<typeof ProgramPdfTemplateClass>;

/** spec 000 §3.1 classkey processes: what an action of completion type triggered_process runs (spec 000 §3.4). */
export const ProcessClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  /** In order, from the step catalogue (schemas/processes.ts); a run keeps the steps it started with. */
  steps: z.array(ProcessStep).max(50).default([]),
  active: Active,
});
export type ProcessClass = z.infer<typeof ProcessClass>;
/** A process as an administrator sends it (a webhook step may leave its stored secret as it is: ProcessStepWrite). */
export const ProcessWrite = ProcessClass.extend({ steps: z.array(ProcessStepWrite).max(50).default([]) });
export type ProcessWrite = z.infer<typeof ProcessWrite>;
