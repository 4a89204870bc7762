import { spawn } from 'node:child_process';

/** Runs shell commands one after another with inherited output; resolves to the first failing exit code (or 0). */
export async function runSteps(steps, { env = process.env } = {}) {
  for (const [label, command] of steps) {
    const started = Date.now();
    process.stdout.write(`\n▶ ${label}: ${command}\n`);
    const code = await new Promise((resolve) => {
      const child = spawn(command, { shell: true, stdio: 'inherit', env });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      process.stdout.write(`✖ ${label} failed (exit ${code}, ${seconds} s)\n`);
      return code;
    }
    process.stdout.write(`✔ ${label} (${seconds} s)\n`);
  }
  return 0;
}
