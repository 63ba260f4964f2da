// A small top-to-bottom page writer over pdf-lib for the result PDFs: headings, wrapped text and
// table rows on US Letter pages, a new page when one is full. Standard fonts only (WinAnsi text).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 612, height: 792, margin: 54 } as const;

export interface PdfWriter {
  heading(text: string, size?: number): void;
  text(text: string, options?: { size?: number; bold?: boolean; gray?: boolean }): void;
  /** One table row: cells at the given x offsets (points from the left margin). */
  row(cells: readonly string[], columns: readonly number[], options?: { bold?: boolean }): void;
  rule(): void;
  space(points: number): void;
  save(): Promise<Uint8Array>;
}

/** Characters outside WinAnsi (which the standard fonts encode) become close ASCII ones. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export async function createPdfWriter(title: string, meta: { subject: string }): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(meta.subject);
  doc.setProducer('HealthDeck');
  doc.setCreator('HealthDeck');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const usable = PAGE.width - 2 * PAGE.margin;

  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };

  const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };

  const draw = (text: string, x: number, size: number, font: PDFFont, gray = false) =>
    page.drawText(text, { x: PAGE.margin + x, y, size, font, color: gray ? rgb(0.4, 0.4, 0.4) : rgb(0.1, 0.1, 0.1) });

  return {
    heading(text, size = 18) {
      ensure(size * 1.6);
      y -= size;
      draw(winAnsi(text), 0, size, bold);
      y -= size * 0.6;
    },
    text(text, options = {}) {
      const size = options.size ?? 11;
      const font = options.bold ? bold : regular;
      for (const line of wrap(text, font, size, usable)) {
        ensure(size * 1.4);
        y -= size * 1.4;
        draw(line, 0, size, font, options.gray);
      }
    },
    row(cells, columns, options = {}) {
      const size = 10;
      const font = options.bold ? bold : regular;
      ensure(size * 1.6);
      y -= size * 1.6;
      cells.forEach((cell, i) => {
        const width = (columns[i + 1] ?? usable) - columns[i] - 6;
        let text = winAnsi(cell);
        while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = text.slice(0, -1);
        draw(text, columns[i], size, font);
      });
    },
    rule() {
      ensure(8);
      y -= 6;
      page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
    },
    space(points) {
      y -= points;
    },
    save: () => doc.save(),
  };
}
