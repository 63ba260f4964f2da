// spec 001 §1 Spot panels and §3 Spot result item: the sandbox lab's catalogue. Ranges follow the
// result item's order report_min ≤ low_min ≤ healthy_min ≤ healthy_max ≤ high_max ≤ report_max;
// reference intervals are common adult ones (a real lab sends its own with every report).
import type { SpotPanelCode } from '@healthdeck/contract';

export interface SpotBiomarker {
  name: string;
  unit: string;
  description: string;
  sample: 'Dried blood spot' | 'Urine';
  /** [report_min, low_min, healthy_min, healthy_max, high_max, report_max] */
  ranges: readonly [number, number, number, number, number, number];
  decimals: number;
  /** Qualitative tests (reactive or not) show no scale (hideScale). */
  qualitative?: true;
}

const B = (name: string, unit: string, description: string, ranges: SpotBiomarker['ranges'], decimals = 0, sample: SpotBiomarker['sample'] = 'Dried blood spot'): SpotBiomarker => ({
  name,
  unit,
  description,
  ranges,
  decimals,
  sample,
});
const Q = (name: string, description: string, sample: SpotBiomarker['sample'] = 'Dried blood spot'): SpotBiomarker => ({
  name,
  unit: '',
  description,
  ranges: [0, 0, 0, 0, 1, 1],
  decimals: 0,
  sample,
  qualitative: true,
});

export const SPOT_BIOMARKERS = {
  total_cholesterol: B('Total Cholesterol', 'mg/dL', 'All the cholesterol carried in your blood.', [0, 100, 125, 200, 240, 400]),
  hdl: B('HDL Cholesterol', 'mg/dL', 'The "good" cholesterol that carries cholesterol back to the liver.', [0, 20, 40, 90, 100, 150]),
  ldl: B('LDL Cholesterol', 'mg/dL', 'The cholesterol that can build up in artery walls.', [0, 30, 50, 100, 190, 300]),
  triglycerides: B('Triglycerides', 'mg/dL', 'Fats in the blood that come from food and are stored for energy.', [0, 30, 50, 150, 500, 600]),
  hs_crp: B('hs-CRP', 'mg/L', 'A marker of inflammation linked to heart health.', [0, 0, 0, 3, 5, 10], 1),
  hba1c: B('HbA1c', '%', 'Your average blood sugar over the past three months.', [3, 3.5, 4, 5.6, 6.5, 15], 1),
  glucose: B('Glucose', 'mg/dL', 'The sugar in your blood at the time of the test.', [40, 60, 70, 99, 126, 300]),
  insulin: B('Insulin', 'uIU/mL', 'The hormone that moves sugar from the blood into cells.', [0, 1, 2.6, 24.9, 35, 50], 1),
  tsh: B('TSH', 'mIU/L', 'Thyroid stimulating hormone, which tells the thyroid how hard to work.', [0, 0.2, 0.45, 4.5, 7, 10], 2),
  free_t4: B('Free T4', 'ng/dL', 'The main hormone the thyroid makes.', [0, 0.5, 0.8, 1.8, 2.5, 4], 2),
  free_t3: B('Free T3', 'pg/mL', 'The active form of thyroid hormone.', [0, 1.5, 2.3, 4.2, 6, 8], 1),
  tpo: B('TPO Antibodies', 'IU/mL', 'Antibodies that can attack the thyroid.', [0, 0, 0, 34, 60, 100]),
  testosterone: B('Testosterone', 'ng/dL', 'The main male sex hormone, also present in women.', [0, 200, 264, 916, 1100, 1500]),
  estradiol: B('Estradiol', 'pg/mL', 'The main form of estrogen.', [0, 10, 20, 350, 400, 500]),
  fsh: B('FSH', 'mIU/mL', 'Follicle stimulating hormone, involved in fertility.', [0, 1, 1.5, 12.4, 20, 30], 1),
  lh: B('LH', 'mIU/mL', 'Luteinizing hormone, which triggers ovulation and testosterone production.', [0, 1, 1.7, 8.6, 15, 30], 1),
  amh: B('AMH', 'ng/mL', 'Anti-Mullerian hormone, a marker of egg reserve.', [0, 0.5, 1, 4, 6, 10], 2),
  shbg: B('SHBG', 'nmol/L', 'Sex hormone binding globulin, which carries sex hormones in the blood.', [0, 10, 16.5, 55.9, 80, 150], 1),
  cortisol: B('Cortisol', 'ug/dL', 'The main stress hormone.', [0, 3, 6.2, 19.4, 25, 30], 1),
  ferritin: B('Ferritin', 'ng/mL', 'The protein that stores iron.', [0, 15, 30, 400, 450, 500]),
  vitamin_d: B('Vitamin D', 'ng/mL', 'A vitamin needed for bones, muscles and immunity.', [0, 10, 30, 100, 120, 150]),
  vitamin_b12: B('Vitamin B12', 'pg/mL', 'A vitamin needed for nerves and red blood cells.', [0, 150, 232, 1245, 1350, 1500]),
  folate: B('Folate', 'ng/mL', 'A B vitamin needed to make new cells.', [0, 2, 3, 20, 25, 30], 1),
  magnesium: B('Magnesium', 'mg/dL', 'A mineral used by muscles, nerves and the heart.', [0, 1.4, 1.6, 2.6, 3, 4], 1),
  zinc: B('Zinc', 'ug/dL', 'A mineral needed for immunity and healing.', [0, 50, 60, 130, 150, 200]),
  creatinine: B('Creatinine', 'mg/dL', 'A waste product filtered by the kidneys.', [0, 0.5, 0.6, 1.3, 2, 3], 2),
  egfr: B('eGFR', 'mL/min/1.73m2', 'How well your kidneys filter the blood.', [0, 45, 60, 120, 140, 150]),
  bun: B('BUN', 'mg/dL', 'Blood urea nitrogen, a waste product filtered by the kidneys.', [0, 5, 7, 20, 30, 50]),
  albumin: B('Albumin', 'g/dL', 'The main protein made by the liver.', [0, 3, 3.5, 5, 5.5, 6], 1),
  alt: B('ALT', 'U/L', 'A liver enzyme.', [0, 5, 7, 56, 80, 100]),
  ast: B('AST', 'U/L', 'An enzyme found in the liver and muscles.', [0, 5, 10, 40, 80, 100]),
  hiv: Q('HIV 1/2 Antibody', 'A screen for antibodies to HIV 1 and 2.'),
  syphilis: Q('Syphilis', 'A screen for antibodies to Treponema pallidum.'),
  chlamydia: Q('Chlamydia', 'A test for Chlamydia trachomatis.', 'Urine'),
  gonorrhea: Q('Gonorrhea', 'A test for Neisseria gonorrhoeae.', 'Urine'),
} as const satisfies Record<string, SpotBiomarker>;
export type SpotBiomarkerKey = keyof typeof SPOT_BIOMARKERS;

/** spec 001 §1: the biomarkers of each of the twelve panels. */
export const SPOT_PANEL_BIOMARKERS: Readonly<Record<SpotPanelCode, readonly SpotBiomarkerKey[]>> = {
  cardiovascular: ['total_cholesterol', 'hdl', 'ldl', 'triglycerides', 'hs_crp'],
  prediabetes: ['hba1c', 'glucose', 'insulin'],
  'female-fertility': ['amh', 'fsh', 'lh', 'estradiol', 'tsh'],
  'athletic-performance': ['testosterone', 'cortisol', 'ferritin', 'vitamin_d', 'hs_crp'],
  'male-hormone': ['testosterone', 'shbg', 'estradiol', 'lh', 'fsh'],
  comprehensive: ['total_cholesterol', 'hdl', 'ldl', 'triglycerides', 'hba1c', 'tsh', 'vitamin_d', 'creatinine', 'alt', 'ast', 'ferritin'],
  micronutrient: ['vitamin_d', 'vitamin_b12', 'folate', 'magnesium', 'zinc', 'ferritin'],
  'hba1c-glucose': ['hba1c', 'glucose'],
  kidney: ['creatinine', 'egfr', 'bun', 'albumin'],
  'sexual-health': ['hiv', 'syphilis', 'chlamydia', 'gonorrhea'],
  'general-health': ['total_cholesterol', 'hdl', 'ldl', 'triglycerides', 'hba1c', 'tsh', 'vitamin_d', 'creatinine'],
  'thyroid-health': ['tsh', 'free_t4', 'free_t3', 'tpo'],
};

export const SAMPLE_INSTRUCTIONS: Readonly<Record<SpotBiomarker['sample'], string>> = {
  'Dried blood spot': 'Fill each circle on the card with one drop of blood from a fingertip and let it dry for 3 hours.',
  Urine: 'Collect the first urine of the morning in the tube up to the line.',
};
