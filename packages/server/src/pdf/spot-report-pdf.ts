// spec 000 §7.5 "GET download (kitId) as a binary file saved as a PDF", spec 001 §3 Spot result
// item: the sandbox Spot lab's report, one row per biomarker with its healthy range and level.
import type { SpotResultItem } from '@healthdeck/contract';
import { createPdfWriter } from './pdf-writer.js';

const LEVELS = { H: 'High', N: 'Normal', L: 'Low' } as const; // spec 001 §9

export async function renderSpotReport(input: { kitId: string; panelName: string; collectedAt: string | null; results: SpotResultItem[] }): Promise<Uint8Array> {
  const pdf = await createPdfWriter(`Spot results ${input.kitId}`, { subject: `${input.panelName} panel results` });
  pdf.heading('Spot Laboratory Report');
  pdf.text(`${input.panelName} panel`, { size: 13, bold: true });
  pdf.text(`Kit ID: ${input.kitId}`);
  if (input.collectedAt) pdf.text(`Sample registered: ${input.collectedAt.slice(0, 10)}`);
  pdf.space(8);
  const columns = [0, 170, 260, 340, 440];
  pdf.row(['Biomarker', 'Result', 'Unit', 'Healthy range', 'Level'], columns, { bold: true });
  pdf.rule();
  for (const item of input.results) {
    const range = item.hideScale ? 'Non-reactive' : `${item.healthy_min} - ${item.healthy_max}`;
    pdf.row([item.name, item.result, item.unit_of_measure, range, LEVELS[item.result_level]], columns);
  }
  pdf.space(12);
  pdf.text('Results outside the healthy range are not a diagnosis. Talk to your doctor about what they mean for you.', { size: 9, gray: true });
  return pdf.save();
}
