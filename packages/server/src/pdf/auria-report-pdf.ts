// spec 001 §3 (Namida results: score and interpretation) and §9 (Auria score bands, advice, the
// -6 to 4 scale, "Not a replacement for a screening mammogram."): the sandbox Namida report.
import { createPdfWriter } from './pdf-writer.js';

const ADVICE = {
  low: 'Continue standard care.',
  medium: 'Consider an exam such as a mammogram within six months.',
  high: 'Consider an exam such as a mammogram within 3 months.',
} as const;

export async function renderAuriaReport(input: { kitId: string; score: number; interpretation: 'low' | 'medium' | 'high'; resultedAt: string }): Promise<Uint8Array> {
  const pdf = await createPdfWriter(`Auria results ${input.kitId}`, { subject: 'Auria breast cancer screening test results' });
  pdf.heading('Auria Breast Cancer Screening Test');
  pdf.text(`Kit ID: ${input.kitId}`);
  pdf.text(`Resulted: ${input.resultedAt.slice(0, 10)}`);
  pdf.space(10);
  pdf.text(`Score: ${input.score.toFixed(2)} (scale -6 to 4)`, { size: 14, bold: true });
  pdf.text(`Interpretation: ${input.interpretation}`, { size: 12 });
  pdf.text('Low is below 0.1, medium is 0.1 to 1.0, high is above 1.0.', { size: 10, gray: true });
  pdf.space(8);
  pdf.text(ADVICE[input.interpretation]);
  pdf.space(8);
  pdf.text('Not a replacement for a screening mammogram.', { bold: true });
  return pdf.save();
}
