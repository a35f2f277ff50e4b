import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Longest Unix socket path every platform accepts (macOS allows 104 bytes, Linux 108). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the lock of a data folder lives: a socket only one process can listen on, named after the
 * folder's real path (so two spellings of one folder share it).
 *
 * - Linux: an abstract socket (no file). The kernel closes it with the process's last descriptor,
 *   so a process killed with kill -9 frees it at once, even while it is a zombie no one has reaped.
 * - Windows: a named pipe, likewise freed with the process.
 * - elsewhere (macOS): a socket file; one nobody answers on was left by a dead process.
 */
function lockAddress(dataDir: string): { address: string; file: boolean } {
  const real = realpathSync(dataDir);
  const id = createHash('sha256').update(real).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { address: `\0oja-data-dir-${id}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\?\\pipe\\oja-data-dir-${id}`, file: false };
  const beside = path.join(real, 'oja.lock.sock');
  return { address: beside.length <= MAX_SOCKET_PATH ? beside : path.join(os.tmpdir(), `oja-${id}.sock`), file: true };
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** Asks the lock's holder for its process id; null when nobody answers (a dead holder's socket file). */
function askHolder(address: string): Promise<{ pid: number | null } | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const pid = Number(answer.trim());
      resolve({ pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    });
    socket.on('error', () => resolve(null));
  });
}

function lockedError(dataDir: string, pid: number | null): DataDirLockedError {
  const who = pid ? `Another Oja server (process ${pid})` : 'Another Oja server';
  return new DataDirLockedError(
    `${who} is already using the data folder ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
  );
}

/**
 * Takes an exclusive lock on DATA_DIR: PGlite has no lock between processes, and a second server on
 * the same folder would corrupt the database. The lock is a listening socket, not a PID file, so
 * the operating system releases it with the process however it ends, and a supervisor can start a
 * new server the moment the old one is killed (a PID file named a zombie's PID, which still
 * answers, so the restart was refused). Anyone who connects is told the holder's process id, which
 * the refusal names.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const { address, file } = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  for (let attempt = 0; attempt < 2; attempt++) {
    const error = await listen(server, address);
    if (!error) {
      // The lock must not keep the process alive on its own.
      server.unref();
      // Servers before this lock wrote a PID file; it means nothing now.
      rmSync(path.join(dataDir, 'oja.lock'), { force: true });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
      };
    }
    if (error.code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder || !file) throw lockedError(dataDir, holder?.pid ?? null);
    // A socket file nobody listens on was left by a process that is gone.
    try {
      unlinkSync(address);
    } catch (unlinkError) {
      if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
