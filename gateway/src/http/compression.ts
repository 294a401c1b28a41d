import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is compressed on the fly: compressible answers (JSON of /api and /graphql, HTML, text) over the threshold,
 * brotli or gzip as the client accepts. Never the socket.io path (/ws) and never audio, which is compressed already;
 * front-end files with a copy made at build time carry their Content-Encoding and are left alone.
 */
export function shouldCompress(req: Request, res: Response): boolean {
  const urlPath = req.path;
  if (urlPath === '/ws' || urlPath.startsWith('/ws/')) return false;
  if (/^audio\//i.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return compression.filter(req, res);
}

export function responseCompression(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: shouldCompress });
}
