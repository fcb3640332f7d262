import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from '../storage/local-file-store.ts';
import { installWebApp } from './web-app.ts';

/** Uploaded/generated files at /files/, and the web app at '/' (http/web-app.ts). */
export async function installStatic(app: FastifyInstance, filesRoot: string | null): Promise<void> {
  // null: files live in object storage and /files/ is served from there (storage/s3-files-route.ts).
  if (filesRoot) await serveLocalFiles(app, filesRoot);
  await installWebApp(app);
}

async function serveLocalFiles(app: FastifyInstance, filesRoot: string): Promise<void> {
  fs.mkdirSync(filesRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesRoot,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    // Keys are random and never rewritten, so a file under a URL never changes.
    immutable: true,
    maxAge: '365d',
    // Their sandboxing CSP is set with the other security headers (security.ts, FILES_CSP).
  });
}
