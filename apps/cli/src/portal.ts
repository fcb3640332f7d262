import { createInterface } from 'node:readline/promises';
import { run } from './main.js';

// `portal posts | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

/** y/yes (or 是) accepts; anything else, an empty line included, declines: money is not spent by default. */
async function ask(question: string): Promise<boolean> {
  // The question goes to stderr so that stdout stays parseable with --json.
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(question);
    return /^(y|yes|是)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

const code = await run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  ...(process.stdin.isTTY && process.stderr.isTTY ? { ask } : {}),
});
process.exitCode = code;
