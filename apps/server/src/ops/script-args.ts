/**
 * The arguments of a `pnpm --filter @portal/server <script> ...` command line. pnpm 11 hands a script
 * everything after its name, a `--` included, and `node:util` parseArgs takes a `--` as the end of the
 * options (every later flag a positional, refused): `admin:create -- --name root` as older pnpm and npm
 * wanted it means the same as `admin:create --name root`.
 */
export function scriptArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}
