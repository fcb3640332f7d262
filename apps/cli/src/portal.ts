import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
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

/** A line typed on the terminal without echo (a password): the prompt shows, the keys do not. */
async function readSecret(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

/** Everything piped to standard input. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const code = await run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  ...(process.stdin.isTTY && process.stderr.isTTY ? { ask, readSecret } : { readStdin }),
});
process.exitCode = code;
