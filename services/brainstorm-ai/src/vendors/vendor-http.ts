/** Why a vendor call gave no usable answer; the worker then falls back to the built-in provider. */
export type VendorFailure = 'timeout' | 'network' | 'status' | 'garbage';

export class VendorError extends Error {
  override readonly name = 'VendorError';
  constructor(
    readonly vendor: string,
    readonly failure: VendorFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${vendor}: ${message}`);
  }
}

export interface VendorRequest {
  vendor: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  /** Aborts the request early (the worker shutting down, say). */
  signal?: AbortSignal;
  /** Responses larger than this are refused as garbage (default 1 MiB). */
  maxBytes?: number;
}

export interface VendorResponse {
  contentType: string;
  body: Buffer;
}

/**
 * POSTs JSON to a vendor and returns the raw answer of a 2xx response. The timeout covers the whole exchange, body
 * included. Failures become a VendorError naming the vendor and what went wrong, never the request's secrets.
 */
export async function postJson(request: VendorRequest): Promise<VendorResponse> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const fail = (err: unknown): never => {
    if (timeout.aborted)
      throw new VendorError(request.vendor, 'timeout', `no answer within ${request.timeoutMs} ms`);
    if (err instanceof VendorError) throw err;
    throw new VendorError(
      request.vendor,
      'network',
      `request failed (${(err as Error)?.message ?? String(err)})`,
    );
  };
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal,
      redirect: 'error',
    });
  } catch (err) {
    return fail(err);
  }
  let body: Buffer;
  try {
    body = await readLimited(response, request.maxBytes ?? 1024 * 1024, request.vendor);
  } catch (err) {
    return fail(err);
  }
  if (!response.ok) {
    const excerpt = body.toString('utf8', 0, Math.min(body.length, 200)).replace(/\s+/g, ' ');
    throw new VendorError(
      request.vendor,
      'status',
      `HTTP ${response.status} ${excerpt}`.trim(),
      response.status,
    );
  }
  return { contentType: response.headers.get('content-type') ?? '', body };
}

async function readLimited(response: Response, maxBytes: number, vendor: string): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new VendorError(vendor, 'garbage', `answer larger than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body, or throws VendorError 'garbage'. */
export function parseJsonBody(vendor: string, response: VendorResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new VendorError(vendor, 'garbage', 'answer is not JSON');
  }
}
