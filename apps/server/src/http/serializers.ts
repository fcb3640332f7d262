import { createHash } from 'node:crypto';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = SerializerSelector.SerializerFactory;
type Serializer = SerializerSelector.Serializer;

const defaultFactory = SerializerSelector();

/** Digest of each external-schemas object Fastify hands the factory (the contract's components bundle). */
const externalsDigest = new WeakMap<object, string>();
const built = new Map<string, Serializer>();

function digestOf(externals: unknown): string {
  if (externals === null || typeof externals !== 'object') return String(externals);
  let digest = externalsDigest.get(externals);
  if (!digest) {
    digest = createHash('sha256').update(JSON.stringify(externals)).digest('hex');
    externalsDigest.set(externals, digest);
  }
  return digest;
}

/**
 * Fastify's own serializer compiler (fast-json-stringify), building a route's serializer when the route
 * first answers with that status, and each distinct answer schema once per process. Fastify would build
 * all of them at start: some 1,400 for 170 operations (every route has eight error statuses), about five
 * seconds of CPU on each start, while most are the same few error schemas and many are never used by a
 * given instance; tests and cluster workers build the same app several times in one process. A
 * serializer depends only on its schema, the external schemas and the options, which make the key.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultFactory(externalSchemas, options);
  const scope = `${digestOf(externalSchemas)} ${JSON.stringify(options ?? {})}`;
  return (route) => {
    let serializer: Serializer | undefined;
    return (doc) => {
      if (!serializer) {
        const key = `${scope} ${JSON.stringify(route.schema)}`;
        serializer = built.get(key);
        if (!serializer) {
          serializer = compile(route);
          built.set(key, serializer);
        }
      }
      return serializer(doc);
    };
  };
};
