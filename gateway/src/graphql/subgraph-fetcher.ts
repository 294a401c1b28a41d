import { STATUS_CODES } from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { CLIENT_KEEP_ALIVE_MS } from '@creators/platform';
import { Agent, request, type Dispatcher } from 'undici';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/** An answer read to its end: what Apollo's data source reads of a fetch response (status, headers, JSON). */
class BufferedResponse implements FetcherResponse {
  readonly redirected = false;
  bodyUsed = false;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly headers: Headers,
    private readonly body: string,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get statusText(): string {
    return STATUS_CODES[this.status] ?? '';
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = Buffer.from(await this.text());
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  clone(): FetcherResponse {
    return new BufferedResponse(this.url, this.status, this.headers, this.body);
  }
}

function toHeaders(raw: Dispatcher.ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * The fetch the gateway sends subgraph requests with: undici's request over keep-alive connections of one agent,
 * reused across requests. Apollo's default (make-fetch-happen, made for npm's registry traffic) spent several times
 * more CPU per request (agents, retries, stack-trace probing), which capped the gateway's throughput.
 */
export function createSubgraphFetcher(
  dispatcher: Dispatcher = new Agent({
    // Closes idle connections well before the services do (SERVER_KEEP_ALIVE_MS), whatever their hint says.
    keepAliveTimeout: CLIENT_KEEP_ALIVE_MS,
    keepAliveMaxTimeout: CLIENT_KEEP_ALIVE_MS,
  }),
): Fetcher {
  return async (url, init = {}) => {
    const answer = await request(url, {
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      dispatcher,
    });
    return new BufferedResponse(url, answer.statusCode, toHeaders(answer.headers), await answer.body.text());
  };
}
