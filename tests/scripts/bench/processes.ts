// Child processes for the benchmark: a build that must succeed, and long-running servers that are
// ready once their port accepts connections and are stopped with their whole process group.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

export function runCommand(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function portIsOpen(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export interface ServerProcess {
  stop: () => Promise<void>;
  output: () => string;
}

/**
 * Starts a server command in its own process group (npx → tsx → node: killing only npx would
 * leave the server running) and resolves once host:port accepts connections.
 */
export async function startServerProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; host: string; port: number; timeoutMs?: number },
): Promise<ServerProcess> {
  const { host, port, timeoutMs = 60_000 } = options;
  if (await portIsOpen(host, port)) throw new Error(`${host}:${port} is already in use; stop whatever listens there`);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((done) => child.once('exit', () => ((exited = true), done())));

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await portIsOpen(host, port))) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before listening:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not listen on ${host}:${port} within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { stop, output: () => log };
}
