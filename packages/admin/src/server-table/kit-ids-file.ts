import { serverTableMessages, type ServerTableMessages } from './messages.js';

type KitFileWords = Pick<ServerTableMessages['kits'], 'jsonUnreadable' | 'jsonNotList' | 'csvNoColumn'>;
// The kits table's upload: a CSV with a kit_id column (header row first) or a JSON list of kit ids
// or of objects with kit_id. The kits it names are synced with their provider now.

export const KIT_IDS_TEMPLATE = { fileName: 'kits-to-sync.csv', content: 'kit_id\nSPT-DEMO0001\n' } as const;

/** A CSV line's cells (double quotes around a cell, "" for a quote inside one). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out.map((x) => x.trim());
}

/** The distinct kit ids a file names, in order; an error message when it cannot be read. */
export function kitIdsOf(fileName: string, text: string, words: KitFileWords = serverTableMessages.en.kits): { ids: string[] } | { error: string } {
  let ids: string[] = [];
  if (/\.json$/i.test(fileName)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { error: words.jsonUnreadable };
    }
    if (!Array.isArray(parsed)) return { error: words.jsonNotList };
    ids = parsed.map((item) =>
      typeof item === 'string' ? item : item && typeof item === 'object' && typeof (item as { kit_id?: unknown }).kit_id === 'string' ? (item as { kit_id: string }).kit_id : '',
    );
  } else {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const header = cells(lines[0] ?? '').map((h) => h.toLowerCase());
    const column = header.indexOf('kit_id');
    if (column < 0) return { error: words.csvNoColumn };
    ids = lines.slice(1).map((l) => cells(l)[column] ?? '');
  }
  return { ids: [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))] };
}
