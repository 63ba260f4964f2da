// spec 000 §7.5 "GET download (kitId) as a binary file saved as a PDF", spec 001 §3 Body
// measurement: a 3D body scan's results are its measurement (circumferences in inches, BMI, BMR,
// fat and lean mass), one row each, exactly as the scan service reported them.
import type { BodyMeasurement } from '@healthdeck/contract';
import { createPdfWriter } from './pdf-writer.js';

export async function renderBodyScanReport(input: { kitId: string; measurement: BodyMeasurement }): Promise<Uint8Array> {
  const m = input.measurement;
  const pdf = await createPdfWriter(`3D body scan results ${input.kitId}`, { subject: '3D body scan measurement' });
  pdf.heading('3D Body Scan Results');
  pdf.text(`Kit ID: ${input.kitId}`);
  pdf.space(8);
  const columns = [0, 220, 320];
  pdf.row(['Measurement', 'Value', 'Unit'], columns, { bold: true });
  pdf.rule();
  const rows: [string, number, string][] = [
    ['Chest', m.circumference_params.chest, 'in'],
    ['Waist', m.circumference_params.waist, 'in'],
    ['Low hips', m.circumference_params.low_hips, 'in'],
    ['BMI', m.bmi, 'kg/m2'],
    ['BMR', m.bmr, 'kcal/day'],
    ['Fat mass', m.fat_body_mass, 'kg'],
    ['Body fat', m.fat_percentage, '%'],
    ['Lean mass', m.lean_body_mass, 'kg'],
  ];
  for (const [name, value, unit] of rows) pdf.row([name, String(value), unit], columns);
  pdf.space(12);
  pdf.text('Measured from a phone body scan. These values are not a diagnosis. Talk to your doctor about what they mean for you.', { size: 9, gray: true });
  return pdf.save();
}
