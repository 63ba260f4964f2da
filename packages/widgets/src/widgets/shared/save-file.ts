import type { DownloadedFile } from '@healthdeck/sdk';

/** Hands a downloaded file to the browser under its name (spec 001 §9 Auria_Results_{kitId}.pdf; spec 000 §7.6 result.pdf). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
