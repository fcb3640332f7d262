/** RIFF....WEBP: what a WebP file starts with. */
export function isWebp(data: Buffer): boolean {
  return (
    data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP'
  );
}
