// A readable PDF summary of the member's record, made from the same FHIR Bundle the export downloads
// (so the two never differ), with pdf-lib in the member's browser (docs/decisions/0103-fhir-export.md).
import type { Bundle, CodeableConcept, Observation, Quantity, Resource } from '@medplum/fhirtypes';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ENGLISH_SUMMARY_LABELS, type SummaryLabels } from './summary-labels.js';

export { ENGLISH_SUMMARY_LABELS, type SummaryLabels } from './summary-labels.js';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 18, heading: 13, text: 10 };

/**
 * The standard PDF fonts encode Windows-1252 only: letters with marks outside it (Marshallese ā, ļ,
 * m̧, ņ, ō, ū) keep their base letter, anything else becomes '?', so no member's text breaks the file.
 */
function pdfSafeText(text: string, font: PDFFont): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (encodable(char, font)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => encodable(c, font)) ? base : '?';
    }
  }
  return out;
}

function encodable(char: string, font: PDFFont): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    this.y = PAGE.height - PAGE.margin;
    return this.doc.addPage([PAGE.width, PAGE.height]);
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? SIZE.text;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const part of wrap(pdfSafeText(text, font), font, size, width)) {
      if (this.y - size < PAGE.margin) this.page = this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(part, { x: PAGE.margin + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.gap ?? 0;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}

const textOf = (concept: CodeableConcept | undefined) => concept?.text ?? concept?.coding?.[0]?.display ?? concept?.coding?.[0]?.code ?? '';
const amount = (q: Quantity | undefined) => (q ? `${q.value}${q.unit ? ` ${q.unit}` : ''}` : '');
const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/** One observation as a line: day, what, value, the healthy range and the lab's flag. */
function observationLine(o: Observation, labels: SummaryLabels): string {
  const value =
    amount(o.valueQuantity) ||
    o.valueString ||
    (o.valueInteger !== undefined ? String(o.valueInteger) : '') ||
    textOf(o.valueCodeableConcept) ||
    (o.component ?? []).map((c) => amount(c.valueQuantity)).join(' / ');
  const range = o.referenceRange?.[0];
  const healthy = range?.low && range.high ? ` (${labels.healthyRange} ${range.low.value}-${range.high.value})` : '';
  const flag = o.interpretation?.[0]?.coding?.[0]?.code ?? o.interpretation?.[0]?.text;
  const sandbox = o.meta?.tag?.some((tag) => tag.code === 'sandbox') ? ` [${labels.sandbox}]` : '';
  return `${day(o.effectiveDateTime)}  ${textOf(o.code)}: ${value}${healthy}${flag && flag !== 'N' ? ` [${flag}]` : ''}${sandbox}`;
}

type SectionKey = keyof SummaryLabels['sections'];

function sectionOf(resource: Resource): SectionKey | null {
  switch (resource.resourceType) {
    case 'Observation': {
      const code = resource.category?.[0]?.coding?.[0]?.code;
      return code === 'vital-signs' ? 'vitals' : code === 'laboratory' ? 'laboratory' : code === 'exam' ? 'bodyScans' : code === 'activity' ? 'activity' : 'logged';
    }
    case 'QuestionnaireResponse':
      return 'forms';
    case 'MedicationStatement':
      return 'medications';
    case 'AllergyIntolerance':
      return 'allergies';
    case 'Condition':
      return 'conditions';
    case 'Appointment':
      return 'appointments';
    case 'Consent':
      return 'consents';
    default:
      return null;
  }
}

function resourceLines(resource: Resource, labels: SummaryLabels): string[] {
  switch (resource.resourceType) {
    case 'Observation':
      return [observationLine(resource, labels)];
    case 'QuestionnaireResponse': {
      const lines = [`${day(resource.authored)}  ${resource.identifier?.value ?? ''} (${resource.status})`];
      const walk = (items: typeof resource.item, depth: number) => {
        for (const item of items ?? []) {
          const answers = (item.answer ?? []).map((a) => a.valueString ?? a.valueInteger ?? a.valueDecimal ?? a.valueBoolean).join(', ');
          lines.push(`${'  '.repeat(depth)}${item.text ?? item.linkId}${answers ? `: ${answers}` : ''}`);
          walk(item.item, depth + 1);
        }
      };
      walk(resource.item, 1);
      return lines;
    }
    case 'MedicationStatement':
      return [
        `${textOf(resource.medicationCodeableConcept)} (${resource.status}) ${resource.effectivePeriod?.start ?? ''}${resource.effectivePeriod?.end ? ` - ${resource.effectivePeriod.end}` : ''}; ${resource.dosage?.[0]?.text ?? ''}`,
      ];
    case 'AllergyIntolerance':
      return [`${textOf(resource.code)}${resource.reaction?.[0] ? `: ${textOf(resource.reaction[0].manifestation[0])} (${resource.reaction[0].severity ?? ''})` : ''}`];
    case 'Condition':
      return [`${textOf(resource.code)}${resource.code?.coding?.[0]?.code ? ` (${resource.code.coding[0].code})` : ''}${resource.onsetDateTime ? `, ${resource.onsetDateTime}` : ''}`];
    case 'Appointment':
      return [`${day(resource.start)}  ${textOf(resource.serviceType?.[0])} (${resource.status})`];
    case 'Consent':
      return [`${day(resource.dateTime)}  ${resource.scope.text ?? ''} (${resource.status}${resource.policyRule?.text ? `; ${resource.policyRule.text}` : ''})`];
    default:
      return [];
  }
}

/** The summary PDF of a bundle made by memberRecordBundle; `exportedAt` is already in the member's words. */
export async function memberRecordPdf(bundle: Bundle, labels: SummaryLabels = ENGLISH_SUMMARY_LABELS, exportedAt = bundle.timestamp ?? ''): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(labels.title);
  doc.setCreator('HealthDeck');
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const resources = (bundle.entry ?? []).map((entry) => entry.resource).filter((r): r is Resource => Boolean(r));
  const patient = resources.find((r) => r.resourceType === 'Patient');
  writer.line(labels.title, { size: SIZE.title, bold: true, gap: 4 });
  if (patient?.resourceType === 'Patient') writer.line(`${labels.member}: ${patient.name?.[0]?.text ?? patient.telecom?.[0]?.value ?? ''}`);
  writer.line(`${labels.exported}: ${exportedAt}`, { gap: 8 });
  const sections = new Map<SectionKey, string[]>();
  for (const resource of resources) {
    const key = sectionOf(resource);
    if (key) sections.set(key, [...(sections.get(key) ?? []), ...resourceLines(resource, labels)]);
  }
  for (const key of Object.keys(labels.sections) as SectionKey[]) {
    writer.line(labels.sections[key], { size: SIZE.heading, bold: true, gap: 2 });
    const lines = sections.get(key) ?? [];
    if (lines.length === 0) writer.line(labels.nothing, { indent: 8 });
    for (const text of lines) writer.line(text, { indent: 8 });
    writer.line('', { gap: 4 });
  }
  return doc.save();
}
