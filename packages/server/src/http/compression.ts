import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Answers of at least this many bytes are compressed when the browser accepts it. Below a kilobyte
 * the saving is smaller than a TCP segment and the work is not worth it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * br or gzip for API answers and other dynamic bodies (the OpenAPI document is 443 KB raw, 27 KB
 * compressed; a long kit list shrinks the same way). Brotli at quality 4: dynamic answers are
 * compressed on every request, and quality 11 (zlib's default) costs tens of milliseconds of CPU a
 * megabyte for a few per cent more. The built files are not touched: they are sent precompressed
 * (static-files.ts), and an answer that already has a Content-Encoding is left as it is.
 * A compressed request body is inflated before the body limit counts it, so the limit holds for
 * the inflated size. Routes that answer a fetch Response (files, 204s) opt out (register-routes.ts):
 * @fastify/compress 8 drops such an answer's headers, and fails on its empty body.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
