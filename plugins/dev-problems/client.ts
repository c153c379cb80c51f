/**
 * Browser side of dev-problems (`docusaurus start` only): checks the links of the page shown against
 * the site's routes, as the production build's check does (leaf routes, not the 404 route), shows
 * what is broken and what the dev server reports in a banner, and reports the page's broken links
 * to the server, which prints each once in the terminal.
 */
import routes from '@generated/routes';
import { matchPath } from '@docusaurus/router';
import type { RouteConfig } from 'react-router-config';
import { ENDPOINT, SOURCE_ATTRIBUTE } from './constants';
import type { Problem } from './problems';

const BANNER_ID = 'dev-problems';

function leaves(list: readonly RouteConfig[]): RouteConfig[] {
  return list.flatMap((route) => (route.routes ? leaves(route.routes) : route.path === '*' ? [] : [route]));
}

const pageRoutes = leaves(routes);

function isPage(pathname: string): boolean {
  const paths = [pathname, decodeURI(pathname)];
  return pageRoutes.some((route) =>
    paths.some((path) => matchPath(path, { path: route.path as string, exact: route.exact, strict: route.strict })),
  );
}

/** The broken links of the page shown, each once, in the page's order. */
function brokenLinks(): Problem[] {
  const found = new Map<string, Problem>();
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>(`a[${SOURCE_ATTRIBUTE}]`))) {
    const href = link.getAttribute('href') ?? '';
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || isPage(url.pathname)) continue;
    const place = link.getAttribute(SOURCE_ATTRIBUTE) ?? '';
    const [, file = place, line] = /^(.*):(\d+)$/.exec(place) ?? [];
    found.set(`${place}\0${href}`, {
      file,
      line: line === undefined ? null : Number(line),
      message: `the link to ${href} leads to no page of the site (the production build fails on broken links)`,
    });
  }
  return [...found.values()];
}

let serverProblems: Problem[] = [];
let linkProblems: Problem[] = [];
let reported = '[]';

function render(): void {
  const problems = [...serverProblems, ...linkProblems];
  let banner = document.getElementById(BANNER_ID);
  if (problems.length === 0) {
    banner?.remove();
    return;
  }
  if (!banner) {
    banner = document.createElement('div');
    banner.id = BANNER_ID;
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:10000;max-height:40vh;overflow:auto;padding:0.75rem 1rem;' +
      'background:#fff4e5;color:#5f2b00;border-top:3px solid #c05400;font:14px/1.5 system-ui,sans-serif;';
    document.body.append(banner);
  }
  const title = document.createElement('strong');
  title.textContent = `The production build would fail on ${problems.length === 1 ? 'this' : `these ${problems.length} problems`}:`;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0.25rem 0 0;padding-left:1.25rem;';
  for (const problem of problems) {
    const item = document.createElement('li');
    if (problem.file !== null) {
      const where = document.createElement('code');
      where.textContent = problem.line === null ? problem.file : `${problem.file}:${problem.line}`;
      item.append(where, ' ');
    }
    item.append(problem.message);
    list.append(item);
  }
  banner.replaceChildren(title, list);
}

let timer: number | undefined;

function check(): void {
  linkProblems = brokenLinks();
  const now = JSON.stringify(linkProblems);
  render();
  if (now === reported) return;
  reported = now;
  void fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: window.location.pathname, problems: linkProblems }),
  }).catch(() => undefined);
}

/** After the page changed (a navigation, a saved source's hot update), once it settles. */
function schedule(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(check, 300);
}

if (typeof window !== 'undefined') {
  const events = new EventSource(ENDPOINT);
  events.onmessage = (event: MessageEvent<string>) => {
    serverProblems = JSON.parse(event.data) as Problem[];
    render();
  };
  const isBanner = (node: Node): boolean => node instanceof Element && node.closest(`#${BANNER_ID}`) !== null;
  new MutationObserver((records) => {
    // The banner's own changes are no change of the page.
    const ofPage = records.some(
      (record) =>
        !isBanner(record.target) &&
        [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].some(
          (node) => !(node instanceof Element && node.id === BANNER_ID),
        ),
    );
    if (ofPage) schedule();
  }).observe(document.body, { childList: true, subtree: true });
  schedule();
}

export function onRouteDidUpdate(): void {
  schedule();
}
