// The uploads front door: reading an uploaded file and deciding its type from its bytes (the console's
// game packages and pictures), and the uploads a player made (a post may show only its author's own).
export { type UploadRecord, uploadsOf } from './records.ts';
export { readFile } from './routes.ts';
export { IMAGE_MAX, sniff, unsupported, VIDEO_MAX } from './sniff.ts';
