import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type OjaProcess = ReturnType<typeof startOja>;

/** Starts `node src/server/main.ts` as a real process, as `npm start` does after building. */
export function startOja(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Oja is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  ready.catch(() => {}); // a process expected to fail is awaited through `exited` instead
  return { child, ready, exited, output: () => output };
}

/** Resolves once the process has printed `text` (the test's own timeout bounds the wait). */
export async function outputContains(oja: { output: () => string }, text: string) {
  while (!oja.output().includes(text)) await new Promise((resolve) => setTimeout(resolve, 50));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function stopOja(oja: OjaProcess) {
  oja.child.kill('SIGTERM');
  await oja.exited;
}
