import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that imitates the vendors' APIs, so the real client code runs in tests:
 * Perplexity (`POST /chat/completions`), an OpenAI-compatible server (`POST /v1/chat/completions`) and ElevenLabs
 * (`POST /v1/text-to-speech/{voiceId}`). Each route answers with the next behaviour queued for it, else success.
 */
export type Behaviour =
  | 'success'
  /** Answers after `slowMs` (default 5 s), or never if the client gives up first. */
  | 'slow'
  /** Never answers (until the client disconnects or the server closes). */
  | 'hang'
  | 'error'
  /** 200 with a body that is not JSON (chat) or not audio (speech). */
  | 'garbage'
  /** 200 with JSON of the wrong shape. */
  | 'wrong-shape';

export type Route = 'perplexity' | 'openai' | 'elevenlabs';

export interface RecordedRequest {
  route: Route;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body ({} when it was not JSON). */
  body: RequestBody;
}

export interface RequestBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  max_tokens?: number;
  text?: string;
  model_id?: string;
}

/** A tiny MP3: an ID3v2 header followed by one MPEG-1 Layer III frame header and silence. */
export const FAKE_MP3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413),
]);

export interface FakeVendors {
  url: string;
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests of a route. */
  next(route: Route, ...behaviours: Behaviour[]): void;
  /**
   * Forgets queued behaviours and recorded requests. A test whose client gave up before its request arrived (a
   * short timeout on a busy machine) leaves its behaviour queued; the next test must not get it.
   */
  reset(): void;
  /** The assistant's reply for a chat request (default: a Socratic question in the language the system prompt asks for). */
  chatReply: (request: RecordedRequest) => string;
  slowMs: number;
  close(): Promise<void>;
}

export const defaultChatReply = (request: RecordedRequest): string => {
  const system = request.body.messages?.[0]?.content ?? '';
  if (/Answer with a JSON object/.test(system)) {
    return '```json\n{"valid": true, "feedback": "A real problem. Who exactly has it, and how often?"}\n```';
  }
  return /German/.test(system)
    ? 'Das klingt frustrierend [1]. Wer außer dir hat dieses Problem noch?'
    : 'That sounds frustrating [1]. Who else has this problem besides you?';
};

export async function startFakeVendors(): Promise<FakeVendors> {
  const queued: Record<Route, Behaviour[]> = { perplexity: [], openai: [], elevenlabs: [] };
  const open = new Set<ServerResponse>();
  const fake: FakeVendors = {
    url: '',
    requests: [],
    next: (route, ...behaviours) => void queued[route].push(...behaviours),
    reset: () => {
      for (const list of Object.values(queued)) list.length = 0;
      fake.requests.length = 0;
    },
    chatReply: defaultChatReply,
    slowMs: 5_000,
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0]!;
    const route: Route | null =
      path === '/chat/completions'
        ? 'perplexity'
        : path === '/v1/chat/completions'
          ? 'openai'
          : path.startsWith('/v1/text-to-speech/')
            ? 'elevenlabs'
            : null;
    if (!route || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    let body: RequestBody = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RequestBody;
    } catch {
      body = {};
    }
    const request: RecordedRequest = {
      route,
      method: req.method,
      path: req.url ?? '/',
      headers: req.headers,
      body,
    };
    fake.requests.push(request);
    const behaviour = queued[route].shift() ?? 'success';
    open.add(res);
    res.on('close', () => open.delete(res));

    if (behaviour === 'hang') return;
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    if (res.destroyed) return;
    if (behaviour === 'error') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"internal error","type":"server_error"}}');
      return;
    }
    if (route === 'elevenlabs') {
      if (req.headers['xi-api-key'] !== 'test-elevenlabs-key') {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"detail":{"status":"invalid_api_key"}}');
        return;
      }
      if (behaviour === 'garbage')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Gateway hiccup</body></html>');
      else if (behaviour === 'wrong-shape')
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"detail":"queued"}');
      else res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3);
      return;
    }
    if (route === 'perplexity' && req.headers.authorization !== 'Bearer test-perplexity-key') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":{"message":"invalid api key"}}');
      return;
    }
    if (behaviour === 'garbage')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ this is not json');
    else if (behaviour === 'wrong-shape')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"ok","choices":[]}');
    else
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'fake-1',
          model: body.model,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: fake.chatReply(request) },
            },
          ],
          citations: ['https://example.org/source'],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
