/**
 * Upstream browser modules replaced by the portal's own (`plugins/client-startup`,
 * `plugins/route-prefetch`), and the proof that each replacement took effect. A replacement
 * matches upstream by file path or bare request; when Docusaurus renames the file or the request,
 * the pattern matches nothing and the build would silently ship upstream's module again, undoing
 * the change. So the production build checks its own module graph once every module is built:
 * each portal module is in it, and no module's file matches a replaced upstream path. A miss
 * fails the build with the replacement's name.
 */
export interface ModuleReplacement {
  /** What it replaces, for the error message. */
  name: string;
  /** Upstream's file path (as built), or a bare request for modules imported by an alias. */
  upstream: RegExp;
  /** Absolute path of the portal's module. */
  local: string;
}

/** What is wrong with the build's module files for these replacements; empty when all took effect. */
export function replacementProblems(files: Iterable<string>, replacements: readonly ModuleReplacement[]): string[] {
  const present = new Set<string>();
  const upstreamLeft = new Map<string, string>();
  for (const file of files) {
    present.add(file);
    for (const r of replacements)
      if (r.upstream.test(file) && !upstreamLeft.has(r.name)) upstreamLeft.set(r.name, file);
  }
  const problems: string[] = [];
  for (const r of replacements) {
    if (!present.has(r.local)) {
      problems.push(
        `${r.name}: the portal's module (${r.local}) is not in the browser bundle: nothing matched ${String(r.upstream)} (renamed upstream?)`,
      );
    }
    const left = upstreamLeft.get(r.name);
    if (left) problems.push(`${r.name}: upstream's module is still in the browser bundle (${left})`);
  }
  return problems;
}

/** The subset of a bundler's compiler this needs (Rspack and webpack alike). */
interface ModuleLike {
  nameForCondition?: () => string | null | undefined;
}
interface CompilerLike {
  hooks: {
    compilation: {
      tap(name: string, fn: (compilation: { hooks: { finishModules: FinishModules } }) => void): void;
    };
  };
}
interface FinishModules {
  tap(name: string, fn: (modules: Iterable<ModuleLike>) => void): void;
}

/** A bundler plugin that fails the compilation when a replacement did not take effect. */
export class VerifyReplacements {
  constructor(
    private readonly plugin: string,
    private readonly replacements: readonly ModuleReplacement[],
  ) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.compilation.tap(this.plugin, (compilation) => {
      compilation.hooks.finishModules.tap(this.plugin, (modules) => {
        const files = [...modules].flatMap((m) => m.nameForCondition?.() ?? []);
        const problems = replacementProblems(files, this.replacements);
        if (problems.length > 0) {
          throw new Error(`${this.plugin}: upstream modules not replaced:\n  ${problems.join('\n  ')}`);
        }
      });
    });
  }
}

/**
 * The bundler plugins of a set of replacements: one `NormalModuleReplacementPlugin` each and, in
 * production builds, the check that all of them took effect.
 */
export function replacementPlugins<P>(
  plugin: string,
  Replacement: new (upstream: RegExp, local: string) => P,
  replacements: readonly ModuleReplacement[],
  production: boolean,
): Array<P | VerifyReplacements> {
  return [
    ...replacements.map((r) => new Replacement(r.upstream, r.local)),
    ...(production ? [new VerifyReplacements(plugin, replacements)] : []),
  ];
}
