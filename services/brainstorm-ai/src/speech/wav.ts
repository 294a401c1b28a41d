/**
 * RIFF/WAVE helpers. espeak-ng writing to stdout cannot seek back, so its header carries placeholder sizes
 * (0x7ffff000-ish); once the whole file is buffered the RIFF size and the data chunk size are patched in.
 */

export interface WavInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Offset of the data chunk's samples and their length in bytes. */
  dataOffset: number;
  dataLength: number;
}

/** Reads the chunks of a RIFF/WAVE buffer; null when it is not one (or the sizes do not fit the buffer). */
export function readWav(buffer: Buffer): WavInfo | null {
  if (
    buffer.length < 44 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  )
    return null;
  if (buffer.readUInt32LE(4) !== buffer.length - 8) return null;
  let offset = 12;
  let format: Pick<WavInfo, 'channels' | 'sampleRate' | 'bitsPerSample'> | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (body + size > buffer.length) return null;
    if (id === 'fmt ' && size >= 16) {
      format = {
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      return format ? { ...format, dataOffset: body, dataLength: size } : null;
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/**
 * Fixes the RIFF size (file length - 8) and the data chunk size (up to the end of the buffer) of a streamed WAV,
 * in place. Throws when the buffer is not a RIFF/WAVE file with a data chunk.
 */
export function patchStreamedWav(buffer: Buffer): Buffer {
  if (
    buffer.length < 12 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new Error('not a RIFF/WAVE stream');
  }
  let offset = 12;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    if (id === 'data') {
      buffer.writeUInt32LE(buffer.length - 8, 4);
      buffer.writeUInt32LE(buffer.length - offset - 8, offset + 4);
      return buffer;
    }
    const size = buffer.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV stream has no data chunk');
}
