import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { translate } from '@creators/texts';

/** Node's parser errors that mean "the request line or headers are too large" (431), and "unreadable" (400). */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW']);

function jsonResponse(status: number, reason: string, body: object): string {
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/**
 * Node answers a request it cannot parse (a URL or headers over its 16 KB limit, a broken request line) itself, with
 * an empty body. This gives it the gateway's JSON error shape instead. The headers could not be read, so the
 * message is in the default language.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const tooLarge = TOO_LARGE.has(String(error.code));
    socket.end(
      tooLarge
        ? jsonResponse(431, 'Request Header Fields Too Large', {
            message: translate('error.request.headersTooLarge', 'en'),
            code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
          })
        : jsonResponse(400, 'Bad Request', {
            message: translate('error.request.invalid', 'en'),
            code: 'BAD_REQUEST',
          }),
    );
  });
}
