// The words a PDF shows, for tests of the PDFs the product makes (pdf-lib's: each line one hex string
// shown by Tj, content streams deflated). Web APIs only (DecompressionStream), so it runs in Node and
// in a browser alike. Not a general PDF reader: enough to check a made PDF holds the values it should.

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

async function inflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** Every string a content stream shows with Tj, in order, one a line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const raw = latin1(pdf);
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    // latin1 maps bytes to code points one to one, so the text's offsets are the bytes'.
    const body = pdf.subarray(start, end);
    const content = latin1((await inflate(body)) ?? body);
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(latin1(hexBytes(shown[1]!)));
  }
  return lines.join('\n');
}
