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
 * Fastify's own serializer compiler (fast-json-stringify), building each distinct answer schema once per
 * process. Every route answers each error status with one of a handful of schemas, so an app of 170
 * operations would otherwise build some 1,400 serializers at start, about five seconds of CPU; and the
 * tests, a restart, or a cluster worker build the same app several times in one process. A serializer
 * depends only on its schema, the external schemas and the options, which together make the key.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultFactory(externalSchemas, options);
  const scope = `${digestOf(externalSchemas)} ${JSON.stringify(options ?? {})}`;
  return (route) => {
    const key = `${scope} ${JSON.stringify(route.schema)}`;
    let serializer = built.get(key);
    if (!serializer) {
      serializer = compile(route);
      built.set(key, serializer);
    }
    return serializer;
  };
};
