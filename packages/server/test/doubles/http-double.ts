// A local HTTP server a protocol double answers from: each test sees the requests it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface HttpDouble {
  url: string;
  requests: DoubleRequest[];
  close(): Promise<void>;
}

export type DoubleAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'drop';

/** Starts a double on a free local port; `answer` decides each reply ('hang': never, 'drop': the connection is cut). */
export async function startHttpDouble(answer: (request: DoubleRequest) => DoubleAnswer | Promise<DoubleAnswer>): Promise<HttpDouble> {
  const requests: DoubleRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: DoubleRequest = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://double'), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(request);
    const reply = await answer(request);
    if (reply === 'hang') return;
    if (reply === 'drop') {
      req.socket.destroy();
      return;
    }
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json', ...reply.headers });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
