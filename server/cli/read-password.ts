/**
 * Reads a password for an operator's command without it ever appearing on the screen or in the
 * shell's history: at a terminal it prompts (on stderr) with echo off and asks twice; piped, it
 * takes the first line of standard input, so scripts and tests can feed it
 * (`printf '%s\n' "$PW" | npm run admin:create -- …`).
 */
import { once } from 'node:events';

/** One line typed at the terminal in raw mode, nothing echoed; Ctrl-C or Ctrl-D gives up. */
async function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  try {
    let value = '';
    for (;;) {
      const [chunk] = (await once(stdin, 'data')) as [string];
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return value;
        if (char === '\u0003' || char === '\u0004') throw new Error('Cancelled.');
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    }
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write('\n');
  }
}

/** The first line of piped standard input, without its line ending. */
async function firstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Repeat the password: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}
