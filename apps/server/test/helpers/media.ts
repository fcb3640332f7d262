import { deflateSync } from 'node:zlib';

/** Tiny real media files built in code, for upload tests. */

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid RGB PNG of the given size. */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x7f);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 baseline JPEG. */
export const jpeg1x1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4 container header (ftyp + moov with mvhd and a video tkhd); enough for type, size and duration. */
export function mp4(width: number, height: number, seconds: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom', 'latin1'), Buffer.alloc(4), Buffer.from('isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd))),
    box('mdat', Buffer.alloc(64)),
  ]);
}

function ebml(id: number[], body: Buffer): Buffer {
  // 8-byte size vint: 0x01 then 7 bytes of length.
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, body]);
}
const uint = (n: number, bytes = 2) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
};

/** A WebM header (EBML + Segment with Info and one video track). */
export function webm(width: number, height: number, seconds: number): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000); // in TimecodeScale units (1 ms)
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm', 'latin1'))]),
  );
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([ebml([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)), ebml([0x44, 0x89], duration)]),
  );
  const video = ebml([0xe0], Buffer.concat([ebml([0xb0], uint(width)), ebml([0xba], uint(height))]));
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], video));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks]))]);
}

/** A multipart/form-data body with one `file` part. */
export function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
