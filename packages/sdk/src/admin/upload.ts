import type { components } from '../generated/portal.js';

/**
 * The multipart body of one file for the console's uploads (pictures, game packages, chapter pages),
 * typed as the contract's `FileUpload`.
 */
export function fileUpload(file: Blob, fileName?: string): components['schemas']['FileUpload'] {
  const form = new FormData();
  const named = fileName ?? (file as { name?: string }).name ?? 'file';
  form.append('file', file, named);
  // openapi-fetch sends a FormData body as it is (with its boundary); the contract types the part as binary text.
  return form as unknown as components['schemas']['FileUpload'];
}
