/**
 * path-to-regexp 1.x, the route matcher of react-router 5, with a fast path for route paths
 * without parameters, which are all of the site's but a few: such a path gets a RegExp whose
 * `exec` compares strings instead of running a regular expression, with the same result.
 *
 * On a page load Docusaurus matches the URL against the route table, in order, twice (the route
 * preload, then the router's render); each route path on the way was compiled into a regular
 * expression and run once, about 11 ms of the main thread on a fast machine with the site's
 * 300 routes (four times that on Lighthouse's phone), most of it in the task that starts the
 * page. Paths with parameters, wildcards or any other character go to the original.
 * `tests/unit/client-startup.test.ts` compares both on the site's route paths.
 */
import original from 'path-to-regexp/index.js';

type Options = original.RegExpOptions & original.ParseOptions;

/** Characters path-to-regexp 1.x takes literally (no parameter, group, modifier or escape). */
const LITERAL_PATH = /^[A-Za-z0-9_\-./~%@]*$/;

/** What `tokensToRegExp` escapes in a literal path. */
function escapeString(text: string): string {
  return text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

/** A literal path's regular expression whose `exec` compares strings. */
export class LiteralPathRegExp extends RegExp {
  /** The path without the trailing slash that non-strict matching makes optional. */
  private readonly base: string;
  private readonly matchEnd: boolean;
  private readonly strictSlash: boolean;
  private readonly caseSensitive: boolean;
  /** Strict, not ending, and the path ends with "/": nothing has to follow the match. */
  private readonly open: boolean;

  constructor(path: string, options: Options) {
    const strict = Boolean(options.strict);
    const end = options.end !== false;
    const endsWithSlash = path.endsWith('/');
    let route = escapeString(path);
    if (!strict) route = (endsWithSlash ? route.slice(0, -2) : route) + '(?:\\/(?=$))?';
    route += end ? '$' : strict && endsWithSlash ? '' : '(?=\\/|$)';
    super(`^${route}`, options.sensitive ? '' : 'i');
    this.base = !strict && endsWithSlash ? path.slice(0, -1) : path;
    this.matchEnd = end;
    this.strictSlash = strict;
    this.caseSensitive = Boolean(options.sensitive);
    this.open = strict && !end && endsWithSlash;
  }

  override exec(input: string): RegExpExecArray | null {
    const text = String(input);
    const head = text.slice(0, this.base.length);
    const same = this.caseSensitive ? head === this.base : head.toLowerCase() === this.base.toLowerCase();
    if (!same) return null;
    let length = this.base.length;
    // `(?:\/(?=$))?`: a slash at the very end belongs to the match.
    if (!this.strictSlash && text.length === length + 1 && text[length] === '/') length += 1;
    if (this.matchEnd) {
      if (length !== text.length) return null;
    } else if (!this.open && length !== text.length && text[length] !== '/') {
      return null;
    }
    const match = [text.slice(0, length)] as unknown as RegExpExecArray;
    match.index = 0;
    match.input = text;
    return match;
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
  return Object.assign(new LiteralPathRegExp(path, opts), { keys: keyList });
}

pathToRegexp.parse = original.parse;
pathToRegexp.compile = original.compile;
pathToRegexp.tokensToFunction = original.tokensToFunction;
pathToRegexp.tokensToRegExp = original.tokensToRegExp;

export default pathToRegexp;
