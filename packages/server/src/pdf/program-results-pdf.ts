// spec 000 §7.6 Program results: the member's summary as result.pdf (the shape is not shown; ours:
// tests and their statuses, then the programme activity of the last 30 days).
import { createPdfWriter } from './pdf-writer.js';

export interface ProgramResultsSummary {
  email: string;
  generatedAt: string;
  programmes: { name: string; actions: number; completed: number; progress: number; completedActions: string[] }[];
  kits: { name: string; provider: string; status: string; orderedOn: string | null; resultsReady: boolean }[];
  tasksCompleted30d: number;
  activeDays30d: number;
  starBalance: number;
}

export function summaryLines(s: ProgramResultsSummary): string[] {
  const lines = [`Programme results for ${s.email}`, `Prepared ${s.generatedAt.slice(0, 10)}`, '', 'Programmes'];
  if (s.programmes.length === 0) lines.push('No programmes yet.');
  for (const p of s.programmes) lines.push(`- ${p.name}: ${p.progress}% (${p.completed} of ${p.actions} actions)`);
  lines.push('', 'Tests');
  if (s.kits.length === 0) lines.push('No tests yet.');
  for (const k of s.kits) lines.push(`- ${k.name} (${k.provider}): ${k.status}${k.resultsReady ? ', results ready' : ''}${k.orderedOn ? `, ordered ${k.orderedOn.slice(0, 10)}` : ''}`);
  lines.push('', 'Last 30 days', `Daily tasks completed: ${s.tasksCompleted30d}`, `Days with a completed task: ${s.activeDays30d}`, `Star balance: ${s.starBalance}`);
  return lines;
}

export async function renderProgramResults(s: ProgramResultsSummary): Promise<Uint8Array> {
  const pdf = await createPdfWriter('Programme results', { subject: `Programme results of ${s.email}` });
  pdf.heading('Programme Results');
  pdf.text(`Member: ${s.email}`);
  pdf.text(`Prepared: ${s.generatedAt.slice(0, 10)}`, { gray: true });
  pdf.space(10);
  pdf.text('Programmes', { size: 13, bold: true });
  pdf.rule();
  if (s.programmes.length === 0) pdf.text('No programmes yet.');
  for (const p of s.programmes) {
    pdf.text(`${p.name}: ${p.progress}% (${p.completed} of ${p.actions} actions)`, { bold: true });
    if (p.completedActions.length > 0) pdf.text(`Completed: ${p.completedActions.join(', ')}`, { size: 10, gray: true });
  }
  pdf.space(14);
  pdf.text('Tests', { size: 13, bold: true });
  pdf.rule();
  const columns = [0, 200, 290, 400];
  pdf.row(['Test', 'Provider', 'Status', 'Ordered'], columns, { bold: true });
  if (s.kits.length === 0) pdf.text('No tests yet.');
  for (const k of s.kits) pdf.row([k.name, k.provider, k.resultsReady ? `${k.status} (results ready)` : k.status, k.orderedOn ? k.orderedOn.slice(0, 10) : '-'], columns);
  pdf.space(14);
  pdf.text('Last 30 days', { size: 13, bold: true });
  pdf.rule();
  pdf.text(`Daily tasks completed: ${s.tasksCompleted30d}`);
  pdf.text(`Days with a completed task: ${s.activeDays30d}`);
  pdf.text(`Star balance: ${s.starBalance}`);
  pdf.space(12);
  pdf.text('Test results themselves stay encrypted to you: open them in the testing center.', { size: 9, gray: true });
  return pdf.save();
}
