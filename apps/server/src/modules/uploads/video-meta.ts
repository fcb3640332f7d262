/** Width, height and duration of a video, read from its container headers (no decoding). */
export interface VideoMeta {
  width: number;
  height: number;
  duration: number;
}

/** MP4/QuickTime: moov > mvhd (timescale, duration) and moov > trak > tkhd (16.16 width/height). */
export function mp4Meta(buf: Buffer): VideoMeta | null {
  let width = 0;
  let height = 0;
  let duration = 0;
  const walk = (start: number, end: number): void => {
    let p = start;
    while (p + 8 <= end) {
      let size = buf.readUInt32BE(p);
      const type = buf.toString('latin1', p + 4, p + 8);
      let header = 8;
      if (size === 1 && p + 16 <= end) {
        size = Number(buf.readBigUInt64BE(p + 8));
        header = 16;
      } else if (size === 0) {
        size = end - p;
      }
      if (size < header || p + size > end) return;
      const body = p + header;
      if (type === 'moov' || type === 'trak') walk(body, p + size);
      else if (type === 'mvhd') {
        const v1 = buf[body] === 1;
        const timescale = buf.readUInt32BE(body + (v1 ? 20 : 12));
        const units = v1 ? Number(buf.readBigUInt64BE(body + 24)) : buf.readUInt32BE(body + 16);
        if (timescale > 0) duration = units / timescale;
      } else if (type === 'tkhd' && width === 0) {
        const v1 = buf[body] === 1;
        const at = body + (v1 ? 88 : 76);
        if (at + 8 <= p + size) {
          const w = Math.round(buf.readUInt32BE(at) / 65536);
          const h = Math.round(buf.readUInt32BE(at + 4) / 65536);
          if (w > 0 && h > 0) {
            width = w;
            height = h;
          }
        }
      }
      p += size;
    }
  };
  walk(0, buf.length);
  return width > 0 ? { width, height, duration: Math.round(duration * 100) / 100 } : null;
}

/** Reads an EBML variable-length integer at `p`; `raw` keeps the length marker (element ids). */
function vint(buf: Buffer, p: number, raw: boolean): { value: number; len: number; unknown: boolean } | null {
  const first = buf[p];
  if (first === undefined || first === 0) return null;
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
  if (len > 8 || p + len > buf.length) return null;
  let value = raw ? first : first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    const b = buf[p + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, len, unknown: !raw && allOnes };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const VIDEO = 0xe0;
const MASTERS = new Set([SEGMENT, INFO, TRACKS, TRACK_ENTRY, VIDEO]);

/** WebM/Matroska: Segment > Info (TimecodeScale, Duration) and Tracks > TrackEntry > Video (PixelWidth/Height). */
export function webmMeta(buf: Buffer): VideoMeta | null {
  let width = 0;
  let height = 0;
  let scale = 1_000_000;
  let rawDuration = 0;
  const walk = (start: number, end: number): void => {
    let p = start;
    while (p < end) {
      const id = vint(buf, p, true);
      if (!id) return;
      const size = vint(buf, p + id.len, false);
      if (!size) return;
      const body = p + id.len + size.len;
      const stop = size.unknown ? end : Math.min(end, body + size.value);
      if (MASTERS.has(id.value)) walk(body, stop);
      else if (id.value === 0xb0 && width === 0) width = buf.readUIntBE(body, Math.min(size.value, 6));
      else if (id.value === 0xba && height === 0) height = buf.readUIntBE(body, Math.min(size.value, 6));
      else if (id.value === 0x2ad7b1) scale = buf.readUIntBE(body, Math.min(size.value, 6));
      else if (id.value === 0x4489)
        rawDuration = size.value === 4 ? buf.readFloatBE(body) : buf.readDoubleBE(body);
      if (size.unknown) return;
      p = stop;
    }
  };
  walk(0, buf.length);
  const duration = (rawDuration * scale) / 1e9;
  return width > 0 && height > 0 ? { width, height, duration: Math.round(duration * 100) / 100 } : null;
}
