/**
 * Memory of a whole Chromium process tree, read from Linux `/proc` (P9/P13, `npm run bench:phone`):
 * the browser process found by its profile directory, every process below it (renderers, the GPU
 * and utility processes), and each one's proportional set size (`Pss` in smaps_rollup, so memory
 * the processes share is counted once), sampled every 50 ms. A phone's browser is killed for the
 * memory of all its processes together, which is why the tree, not the renderer alone, is summed.
 */
import fs from 'node:fs';

const MB = 1024 * 1024;

function parentOf(pid: string): string | null {
  try {
    // comm may hold spaces and parentheses: the fields after its closing ')' are fixed.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    return null;
  }
}

/** The browser process: the one whose command line names the profile and no `--type=`. */
function browserPid(profile: string): string {
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes(`--user-data-dir=${profile}`) && !cmd.includes('--type=')) return pid;
    } catch {
      // gone between the listing and the read
    }
  }
  throw new Error(`phone-memory: no Chromium process for the profile ${profile}`);
}

function treeOf(root: string): string[] {
  const children = new Map<string, string[]>();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const parent = parentOf(pid);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const out: string[] = [];
  const walk = (pid: string) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

function pssOf(pid: string): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = /^Pss:\s+(\d+) kB/m.exec(rollup);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface TreeMemory {
  /** Bytes now, summed over the tree. */
  now(): number;
  /** Starts a window; `end` answers the window's peak in bytes. */
  window(): { end: () => number };
  stop(): void;
}

/** Every process of the Chromium started with `profile`. */
export const chromiumTree = (profile: string): string[] => treeOf(browserPid(profile));

export function watchTree(profile: string): TreeMemory {
  const root = browserPid(profile);
  let pids = treeOf(root);
  let ticks = 0;
  let peak = 0;
  const sample = () => {
    if (ticks++ % 10 === 0) pids = treeOf(root); // renderers come and go; re-read the tree each 0.5 s
    const total = pids.reduce((sum, pid) => sum + pssOf(pid), 0);
    peak = Math.max(peak, total);
    return total;
  };
  const timer = setInterval(sample, 50);
  return {
    now: sample,
    window() {
      peak = sample();
      return { end: () => Math.max(peak, sample()) };
    },
    stop: () => clearInterval(timer),
  };
}

export const mb = (bytes: number): string => (bytes / MB).toFixed(0);
