// The codes the FHIR export uses (docs/decisions/0103-fhir-export.md): LOINC only where the code is
// certain for what is measured; everything else is named in `text` alone. Units in UCUM.
import type { Coding } from '@medplum/fhirtypes';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
/** Our own identifiers and tags (the member's id, a questionnaire's kind, a sandbox's made-up data). */
export const HEALTHDECK_SYSTEM = 'urn:healthdeck';

export const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });

/**
 * Lab result names (as a lab report names them) with the LOINC code for the analyte in serum or
 * plasma (or blood for HbA1c). Left out on purpose: LDL (calculated and direct have different codes),
 * eGFR (one code per equation), vitamin D (D2, D3 or total), the qualitative infection screens
 * (one code per method) and those without a code we are sure of.
 */
export const LAB_LOINC: Readonly<Record<string, Coding>> = {
  'Total Cholesterol': loinc('2093-3', 'Cholesterol [Mass/volume] in Serum or Plasma'),
  'HDL Cholesterol': loinc('2085-9', 'Cholesterol in HDL [Mass/volume] in Serum or Plasma'),
  Triglycerides: loinc('2571-8', 'Triglyceride [Mass/volume] in Serum or Plasma'),
  'hs-CRP': loinc('30522-7', 'C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method'),
  HbA1c: loinc('4548-4', 'Hemoglobin A1c/Hemoglobin.total in Blood'),
  Glucose: loinc('2345-7', 'Glucose [Mass/volume] in Serum or Plasma'),
  TSH: loinc('3016-3', 'Thyrotropin [Units/volume] in Serum or Plasma'),
  'Free T4': loinc('3024-7', 'Thyroxine (T4) free [Mass/volume] in Serum or Plasma'),
  Ferritin: loinc('2276-4', 'Ferritin [Mass/volume] in Serum or Plasma'),
  Creatinine: loinc('2160-0', 'Creatinine [Mass/volume] in Serum or Plasma'),
  ALT: loinc('1742-6', 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma'),
  AST: loinc('1920-8', 'Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma'),
  BUN: loinc('3094-0', 'Urea nitrogen [Mass/volume] in Serum or Plasma'),
  Albumin: loinc('1751-7', 'Albumin [Mass/volume] in Serum or Plasma'),
  'Vitamin B12': loinc('2132-9', 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma'),
  Testosterone: loinc('2986-8', 'Testosterone [Mass/volume] in Serum or Plasma'),
  Estradiol: loinc('2243-4', 'Estradiol (E2) [Mass/volume] in Serum or Plasma'),
};

/** Units as labs and screens write them → UCUM. A unit not listed stays as `unit` text only, without a UCUM code. */
export const UCUM_UNITS: Readonly<Record<string, string>> = {
  'mg/dL': 'mg/dL',
  'mg/L': 'mg/L',
  'g/dL': 'g/dL',
  'ug/dL': 'ug/dL',
  'ng/dL': 'ng/dL',
  'ng/mL': 'ng/mL',
  'pg/mL': 'pg/mL',
  'nmol/L': 'nmol/L',
  'U/L': 'U/L',
  '%': '%',
  'uIU/mL': 'u[IU]/mL',
  'mIU/L': 'm[IU]/L',
  'mIU/mL': 'm[IU]/mL',
  'IU/mL': '[IU]/mL',
  'mL/min/1.73m2': 'mL/min/{1.73_m2}',
  bpm: '/min',
  '/min': '/min',
  ms: 'ms',
  mmHg: 'mm[Hg]',
  in: '[in_i]',
  kg: 'kg',
  'kg/m2': 'kg/m2',
  'kcal/d': 'kcal/d',
  kcal: 'kcal',
  m: 'm',
  s: 's',
  'fl oz': '[foz_us]',
  steps: '{steps}',
};
