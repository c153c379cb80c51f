/**
 * path-to-regexp 1.x, the route matcher of react-router 5, with a fast path for route paths
 * without parameters, which are all of the site's but a few: such a path gets a matcher whose
 * `exec` compares strings instead of running a regular expression, with the same result.
 *
 * On a page load Docusaurus matches the URL against the route table, in order, twice (the route
 * preload, then the router's render); each route path on the way was compiled into a regular
 * expression and run once, about 11 ms of the main thread on a fast machine with the site's
 * 300 routes (four times that on Lighthouse's phone), most of it in the task that starts the
 * page. Paths with parameters, wildcards or any other character go to the original.
 * `tests/unit/client-startup.test.ts` compares both on the site's route paths.
 *
 * Upstream: path-to-regexp@1.9.0 index.js
 */
import original from 'path-to-regexp/index.js';

type Options = original.RegExpOptions & original.ParseOptions;

/** Characters path-to-regexp 1.x takes literally (no parameter, group, modifier or escape). */
const LITERAL_PATH = /^[A-Za-z0-9_\-./~%@]*$/;

/** What `tokensToRegExp` escapes in a literal path. */
function escapeString(text: string): string {
  return text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

/**
 * A literal path's matcher with the interface react-router uses of a RegExp (`exec`, `test`, and
 * `source`, `flags` and `keys` for anyone who looks): `exec` compares strings. It is not a RegExp:
 * constructing one parses its pattern, which is what this saves.
 */
export class LiteralPathRegExp {
  readonly keys: original.Key[];
  private readonly path: string;
  private readonly options: Options;
  /** The path without the trailing slash that non-strict matching makes optional. */
  private readonly base: string;
  /** Not ending and nothing required after the match: strict, with the path ending in "/". */
  private readonly open: boolean;

  constructor(path: string, options: Options, keys: original.Key[] = []) {
    this.path = path;
    this.options = options;
    this.keys = keys;
    this.base = !options.strict && path.endsWith('/') ? path.slice(0, -1) : path;
    this.open = Boolean(options.strict) && options.end === false && path.endsWith('/');
  }

  /** The pattern `tokensToRegExp` would build for the path. */
  get source(): string {
    const strict = Boolean(this.options.strict);
    const endsWithSlash = this.path.endsWith('/');
    let route = escapeString(this.path);
    if (!strict) route = (endsWithSlash ? route.slice(0, -2) : route) + '(?:\\/(?=$))?';
    route += this.options.end !== false ? '$' : strict && endsWithSlash ? '' : '(?=\\/|$)';
    return `^${route}`;
  }

  get flags(): string {
    return this.options.sensitive ? '' : 'i';
  }

  exec(input: string): RegExpExecArray | null {
    const text = String(input);
    const { base, options } = this;
    const head = text.slice(0, base.length);
    if (options.sensitive ? head !== base : head.toLowerCase() !== base.toLowerCase()) return null;
    let length = base.length;
    // `(?:\/(?=$))?`: a slash at the very end belongs to the match.
    if (!options.strict && text.length === length + 1 && text[length] === '/') length += 1;
    if (options.end !== false) {
      if (length !== text.length) return null;
    } else if (!this.open && length !== text.length && text[length] !== '/') {
      // `(?=\/|$)`, which a strict path ending with a slash does not have.
      return null;
    }
    const match = [text.slice(0, length)] as unknown as RegExpExecArray;
    match.index = 0;
    match.input = text;
    return match;
  }

  test(input: string): boolean {
    return this.exec(input) !== null;
  }
}

function pathToRegexp(path: original.Path, keys?: original.Key[] | Options, options?: Options): original.PathRegExp {
  const keyList = Array.isArray(keys) ? keys : [];
  const opts: Options = (Array.isArray(keys) ? options : (keys ?? options)) ?? {};
  if (
    typeof path !== 'string' ||
    !LITERAL_PATH.test(path) ||
    (opts.delimiter !== undefined && opts.delimiter !== '/')
  ) {
    return original(path, keyList, opts);
  }
  // Used as a RegExp by react-router's matchPath, which only calls `exec`.
  return new LiteralPathRegExp(path, opts, keyList) as unknown as original.PathRegExp;
}

pathToRegexp.parse = original.parse;
pathToRegexp.compile = original.compile;
pathToRegexp.tokensToFunction = original.tokensToFunction;
pathToRegexp.tokensToRegExp = original.tokensToRegExp;

export default pathToRegexp;
