// A downloaded file (kit results, program results PDFs), apart from the kits domain: the program
// results domain and the kit downloads share it without carrying the kit calls.

/** A downloaded file with the name the spec gives it (spec 001 §9 Auria_Results_{kitId}.pdf; spec 000 §7.6 result.pdf). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a content-disposition header, or null (a cross-origin embed may not see it). */
export function dispositionFileName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match ? match[1] : null;
}

export async function fileOf(res: Response, fallbackName: string): Promise<DownloadedFile> {
  const fileName = dispositionFileName(res.headers.get('content-disposition')) ?? fallbackName;
  const blob = await res.blob();
  return { blob: blob.type ? blob : new Blob([blob], { type: 'application/pdf' }), fileName };
}
