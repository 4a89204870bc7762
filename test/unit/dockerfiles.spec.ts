import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyParts, execForm, parseDockerfile, type DockerStage } from '../support/dockerfile';
import { present } from '../support/present';

/** Docker cannot run on our machines: these checks stand in for `docker build`. */
const root = join(__dirname, '..', '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

/** `.dockerignore` as Docker reads it: last matching pattern wins, `!` re-includes, a dir's rule covers its contents. */
function dockerIgnored(path: string): boolean {
  const rules = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split('/')
        .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negated, regex: new RegExp(`^${source}$`) };
    });
  const parts = path.split('/');
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const prefix = parts.slice(0, depth).join('/');
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(prefix)) ignored = !rule.negated;
    if (ignored) return true;
  }
  return false;
}

/** Workspace package directories (api, worker, web, libs/*). */
function workspaceDirs(): string[] {
  return rootPackage.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)))
          .map((name) => `${pattern.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(join(root, dir, 'package.json')))
      : [pattern],
  );
}

function packageNamed(name: string): { dir: string; manifest: { name: string; scripts?: Record<string, string> } } | undefined {
  for (const dir of workspaceDirs()) {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    if (manifest.name === name) return { dir, manifest };
  }
  return undefined;
}

function runs(stage: DockerStage): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const libs = readdirSync(join(root, 'libs')).filter((name) => existsSync(join(root, 'libs', name, 'package.json')));

describe.each([
  { dockerfile: 'Dockerfile.api', app: 'api', servesWeb: true },
  { dockerfile: 'Dockerfile.worker', app: 'worker', servesWeb: false },
])('$dockerfile', ({ dockerfile, app, servesWeb }) => {
  const stages = parseDockerfile(join(root, dockerfile));
  const runtime = present(stages.at(-1), 'a runtime stage');
  const build = present(stages.find((stage) => stage.name === 'build'), 'a stage named build');
  const manifests = present(stages.find((stage) => stage.name === 'manifests'), 'a stage named manifests');

  it('is multi-stage on node:20-bookworm-slim, like the machines the code is tested on', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(build).toBeDefined();
    expect(manifests).toBeDefined();
    for (const stage of stages) expect(stage.image).toBe('node:20-bookworm-slim');
  });

  it('copies only from files that exist in the build context and from earlier stages', () => {
    stages.forEach((stage, index) => {
      for (const instruction of stage.instructions.filter((candidate) => candidate.keyword === 'COPY' || candidate.keyword === 'ADD')) {
        expect(instruction.keyword).toBe('COPY');
        const { flags, sources } = copyParts(instruction.args);
        if (flags.from) {
          expect(stages.slice(0, index).map((earlier) => earlier.name)).toContain(flags.from);
          continue;
        }
        for (const source of sources) {
          expect(existsSync(join(root, source))).toBe(true);
          if (source !== '.') expect(dockerIgnored(source)).toBe(false);
        }
      }
    });
  });

  it('collects the lock file and every workspace manifest before `npm ci`, so the install layer is cached', () => {
    const collect = runs(manifests).join('\n');
    const files = present(/cp ((?:[\w.-]+ )+)\/manifests\//.exec(collect), 'cp … /manifests/')[1].trim().split(' ');
    expect(files).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    for (const file of files) {
      expect(existsSync(join(root, file))).toBe(true);
      expect(dockerIgnored(file)).toBe(false);
    }
    const searched = present(/find ((?:[\w-]+ )+)-mindepth 1 -maxdepth (\d)/.exec(collect), 'find … -maxdepth N');
    const roots = searched[1].trim().split(' ');
    for (const dir of workspaceDirs()) {
      expect(roots).toContain(dir.split('/')[0]);
      expect(dir.split('/').length + 1).toBeLessThanOrEqual(Number(searched[2]) + 1);
    }
  });

  it(`builds the ${app} project (and through Nx the libs it uses) with an existing build target`, () => {
    const command = present(runs(build).find((line) => line.includes('nx run')), 'RUN npx nx run …');
    const [, project, target] = present(/nx run (@ducan\/[\w-]+):(\w+)/.exec(command), 'nx run <project>:<target>');
    const found = packageNamed(project);
    expect(found?.dir).toBe(app);
    expect(found?.manifest.scripts?.[target]).toBeDefined();
    expect(runs(build).join('\n')).toMatch(/npm ci\b/);
  });

  it(`copies ${app}/dist${servesWeb ? ' and web/dist' : ''} into the runtime image, where CMD runs ${app}/dist/main.js`, () => {
    const assembly = present(runs(build).find((line) => line.includes('/out')), 'the RUN that collects /out');
    const copied = [...assembly.matchAll(/cp -R ([\w-]+)\/dist \/out\/([\w-]+)\//g)].map(([, from, to]) => {
      expect(to).toBe(from);
      return from;
    });
    expect(copied.sort()).toEqual(servesWeb ? [app, 'web'].sort() : [app]);

    const tsconfig = JSON.parse(readFileSync(join(root, app, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
    expect(existsSync(join(root, app, 'src', 'main.ts'))).toBe(true);
    if (servesWeb) {
      const web = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8'));
      expect(web.nx.targets.build.outputs).toContain('{projectRoot}/dist');
      // The API finds the SPA next to itself: api/dist/spa → ../../../web/dist.
      expect(readFileSync(join(root, 'api', 'src', 'spa', 'spa.ts'), 'utf8')).toContain("join(__dirname, '..', '..', '..', 'web', 'dist')");
    }

    const copiesOut = runtime.instructions.some((instruction) => instruction.keyword === 'COPY' && /--from=build \/out\/ \.\/$/.test(instruction.args));
    expect(copiesOut).toBe(true);
    const cmd = execForm(present(runtime.instructions.find((instruction) => instruction.keyword === 'CMD'), 'a CMD').args);
    expect(cmd[0]).toBe('node');
    expect(cmd.at(-1)).toBe(`${app}/dist/main.js`);
    expect(runtime.instructions.find((instruction) => instruction.keyword === 'WORKDIR')?.args).toBe('/app');
  });

  it('keeps every library runtime file (theme/, schema/, ...) and drops only sources, tests and tsconfigs', () => {
    const assembly = present(runs(build).find((line) => line.includes('/out')), 'the RUN that collects /out');
    const dropped = present(/case "\$\{entry##\*\/\}" in ([^)]+)\)/.exec(assembly), 'case … in <dropped>)')[1].split('|');
    const droppedRegex = dropped.map((glob) => new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`));
    const isDropped = (name: string) => droppedRegex.some((regex) => regex.test(name));
    expect(dropped).toContain('src');

    for (const lib of libs) {
      const manifest = JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8')) as { files?: string[] };
      for (const entry of manifest.files ?? []) expect({ lib, entry, dropped: isDropped(entry) }).toEqual({ lib, entry, dropped: false });
      // tsc copies nothing but compiled .ts to dist/, so a runtime file under src/ would be missing in the image.
      const nonTs = existsSync(join(root, 'libs', lib, 'src'))
        ? filesUnder(join(root, 'libs', lib, 'src'))
            .map((file) => relative(root, file))
            .filter((file) => !/\.tsx?$/.test(file) && !/__snapshots__|\.snap$/.test(file))
        : [];
      expect({ lib, runtimeFilesUnderSrc: nonTs }).toEqual({ lib, runtimeFilesUnderSrc: [] });
    }
    expect(isDropped('theme')).toBe(false);
    expect(isDropped('schema')).toBe(false);
    expect(isDropped('dist')).toBe(false);
    expect(isDropped('package.json')).toBe(false);
    expect(existsSync(join(root, 'libs/theme/theme'))).toBe(true);
    expect(existsSync(join(root, 'libs/shopify-schema/schema'))).toBe(true);
  });

  it('installs production dependencies only in the runtime stage, and runs as a non-root user', () => {
    const install = runs(runtime).join('\n');
    expect(install).toMatch(/npm ci --omit=dev\b/);
    expect(install).not.toMatch(/\bnx\b|\btsc\b|npm run build/);
    expect(runtime.instructions).toContainEqual({ keyword: 'ENV', args: 'NODE_ENV=production' });
    const userIndex = runtime.instructions.findIndex((instruction) => instruction.keyword === 'USER');
    expect(userIndex).toBeGreaterThan(-1);
    expect(runtime.instructions[userIndex].args).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.instructions.slice(userIndex).some((instruction) => instruction.keyword === 'RUN')).toBe(false);
    expect(runtime.instructions.findIndex((instruction) => instruction.keyword === 'CMD')).toBeGreaterThan(userIndex);
  });
});

describe('.dockerignore', () => {
  it('keeps local state, secrets, installed modules and build output out of the build context', () => {
    for (const path of ['.git', '.env', '.data/app-secret', 'node_modules', 'libs/db/node_modules', 'api/dist', 'libs/db/dist', 'web/dist', '.nx']) {
      expect({ path, ignored: dockerIgnored(path) }).toEqual({ path, ignored: true });
    }
  });

  it('keeps everything the build needs', () => {
    const needed = ['package.json', 'package-lock.json', '.npmrc', 'nx.json', 'tsconfig.base.json', '.env.example', 'api/src/main.ts', 'worker/src/main.ts', 'web/index.html'];
    for (const lib of libs) needed.push(`libs/${lib}/package.json`, `libs/${lib}/tsconfig.json`, `libs/${lib}/src/index.ts`);
    needed.push('libs/theme/theme', 'libs/shopify-schema/schema');
    for (const path of needed) expect({ path, ignored: dockerIgnored(path) }).toEqual({ path, ignored: false });
  });
});
