// Writes generated files, or with `check` compares them with what is committed: the one way every
// generator of the contract (gen-codes.mjs here, the SDK's gen-types.mjs) lands its output.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';

/**
 * `files` maps absolute paths to their generated text. With `check`, nothing is written and the process
 * exits 1 when a file differs, naming `regenerate` (the command that brings it up to date).
 */
export async function writeOrCheck(files, { check, regenerate }) {
  const shown = (file) => relative(process.cwd(), file) || file;
  if (!check) {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
      console.log(`wrote ${shown(file)}`);
    }
    return;
  }
  let stale = false;
  for (const [file, text] of Object.entries(files)) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${shown(file)} is out of date with openapi/portal.yaml: run \`${regenerate}\`.`);
      stale = true;
    } else console.log(`${shown(file)} is up to date.`);
  }
  if (stale) process.exit(1);
}
