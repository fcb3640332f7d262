import type { FastifyRequest } from 'fastify';

/**
 * The origin links are built on: PUBLIC_URL when the operator set it (behind a proxy, a CDN), else the
 * origin the client reached this server at, so a portal opened on a LAN address or a random test port
 * hands out download and invite links that work from that client.
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
