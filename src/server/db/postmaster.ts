import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

export interface PostmasterPidFile {
  pid: number;
  dataDir: string;
  port: number | null;
}

/** postmaster.pid: the postmaster's pid, data folder, start time and port on its first four lines. */
export function parsePostmasterPid(text: string): PostmasterPidFile | null {
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const dataDir = (lines[1] ?? '').trim();
  if (!Number.isInteger(pid) || pid <= 0 || !dataDir) return null;
  const port = Number.parseInt(lines[3] ?? '', 10);
  return { pid, dataDir, port: Number.isInteger(port) ? port : null };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}

/** On Linux, whether that pid is still a postmaster on our folder (a reused pid must never be signalled). */
function isPostmasterOn(pid: number, dataDir: string): boolean {
  if (!existsSync('/proc/self')) return true;
  const argv = commandLine(pid)?.split('\0') ?? [];
  const dataArg = argv.indexOf('-D');
  return /(^|\/)postgres$/.test(argv[0] ?? '') && dataArg >= 0 && samePath(argv[dataArg + 1] ?? '', dataDir);
}

/**
 * On Linux, the live Node process that started this postmaster, if any: then
 * another server is using the folder right now. After a kill -9 the postmaster
 * is an orphan, adopted by init (or a subreaper), which is not a Node server.
 */
function owningServer(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    if (!Number.isInteger(parent) || parent <= 1 || parent === process.pid) return null;
    return /(^|\/)node(\0|$)/.test(commandLine(parent)?.split('\0')[0] ?? '') ? parent : null;
  } catch {
    return null;
  }
}

function samePath(a: string, b: string): boolean {
  const real = (value: string) => {
    try {
      return realpathSync(value);
    } catch {
      return path.resolve(value);
    }
  };
  return real(a) === real(b);
}

export type LeftoverPostmaster =
  | { state: 'none' }
  | { state: 'stale'; pid: number; pidReused: boolean }
  | { state: 'running'; pid: number; port: number | null }
  | { state: 'in-use'; pid: number; port: number | null; server: number };

/** What is in our data folder: nothing, the pid file of a dead server, a server a killed run left running, or one another live server uses. */
export function findLeftoverPostmaster(dataDir: string): LeftoverPostmaster {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return { state: 'none' };
  const parsed = parsePostmasterPid(readFileSync(file, 'utf8'));
  if (!parsed) return { state: 'none' };
  if (isProcessAlive(parsed.pid) && samePath(parsed.dataDir, dataDir) && isPostmasterOn(parsed.pid, dataDir)) {
    const server = owningServer(parsed.pid);
    return server ? { state: 'in-use', pid: parsed.pid, port: parsed.port, server } : { state: 'running', pid: parsed.pid, port: parsed.port };
  }
  // A live process under that pid that is not our postmaster (pids are reused, soon after a reboot or in a container):
  // PostgreSQL would take it for another server and refuse to start.
  return { state: 'stale', pid: parsed.pid, pidReused: isProcessAlive(parsed.pid) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!isProcessAlive(pid)) return true;
    await sleep(50);
  }
  return !isProcessAlive(pid);
}

/**
 * Stops a postmaster a killed server left running on our folder: a fast
 * shutdown (SIGINT: ends sessions, writes a checkpoint), then an immediate one
 * (SIGQUIT: recovered from the write-ahead log at the next start) if it hangs.
 */
export async function stopLeftoverPostmaster(pid: number, options: { fastMs?: number; immediateMs?: number } = {}): Promise<'fast' | 'immediate'> {
  process.kill(pid, 'SIGINT');
  if (await exited(pid, options.fastMs ?? 15_000)) return 'fast';
  process.kill(pid, 'SIGQUIT');
  if (await exited(pid, options.immediateMs ?? 10_000)) return 'immediate';
  throw new Error(`PostgreSQL (pid ${pid}) left running on this data folder did not stop; stop it and start again.`);
}
