import { readFileSync } from 'node:fs';
import { present } from './present';

export interface DockerInstruction {
  keyword: string;
  args: string;
}

export interface DockerStage {
  image: string;
  name?: string;
  instructions: DockerInstruction[];
}

/** Splits a Dockerfile into stages of instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(path: string): DockerStage[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (!current && (line.trim() === '' || line.trimStart().startsWith('#'))) continue;
    if (current && line.trimStart().startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  if (current) logical.push(current);

  const stages: DockerStage[] = [];
  for (const line of logical) {
    const match = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(line);
    if (!match) throw new Error(`Cannot parse Dockerfile line: ${line}`);
    const keyword = match[1].toUpperCase();
    const args = match[2].trim();
    if (keyword === 'FROM') {
      const [image, as, name] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
      continue;
    }
    if (stages.length === 0) {
      if (keyword === 'ARG') continue;
      throw new Error(`${keyword} before the first FROM in ${path}`);
    }
    stages[stages.length - 1].instructions.push({ keyword, args });
  }
  return stages;
}

/** COPY/ADD arguments: flags (`--from=build`) and paths (sources then destination). */
export function copyParts(args: string): { flags: Record<string, string>; sources: string[]; destination: string } {
  const words = args.trim().startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [key, value = 'true'] = present(words.shift(), 'a flag').slice(2).split('=');
    flags[key] = value;
  }
  const destination = present(words.pop(), `a destination in ${args}`);
  return { flags, sources: words, destination };
}

/** The argv of an exec-form CMD/ENTRYPOINT (`["node", "main.js"]`). */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) throw new Error(`Not an exec-form array: ${args}`);
  return parsed;
}
