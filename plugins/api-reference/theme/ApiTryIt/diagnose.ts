/**
 * The browser side of telling "Try it" failures apart (the rules are in ./failure.ts): it watches
 * for the page's security policy refusing the request, reads the policy the page was served with,
 * and probes the server with a `no-cors` request.
 */
import { type FailureKind, blockedInBrowser, classifyFailure } from './failure';

export interface ViolationWatch {
  /** Whether the page's policy refused a connection to the target's origin so far. */
  seen: () => boolean;
  stop: () => void;
}

/** Starts listening for `securitypolicyviolation` events about connections to `target`'s origin. */
export function watchViolations(target: URL): ViolationWatch {
  let seen = false;
  const onViolation = (event: SecurityPolicyViolationEvent): void => {
    const directive = event.effectiveDirective || event.violatedDirective;
    if (!/^(connect-src|default-src)/.test(directive)) return;
    try {
      if (new URL(event.blockedURI).origin === target.origin) seen = true;
    } catch {
      // A blocked URI that is not a URL ('inline', 'eval') is not this request.
    }
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  return { seen: () => seen, stop: () => document.removeEventListener('securitypolicyviolation', onViolation) };
}

/** The Content-Security-Policy this page was served with, read from its own headers; null if none or unreadable. */
async function pagePolicy(): Promise<string | null> {
  const meta = Array.from(document.querySelectorAll<HTMLMetaElement>('meta[http-equiv]'))
    .filter((element) => element.httpEquiv.toLowerCase() === 'content-security-policy')
    .map((element) => element.content);
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    const header = response.headers.get('content-security-policy');
    return [header, ...meta].filter(Boolean).join(', ') || null;
  } catch {
    return meta.join(', ') || null;
  }
}

/** Whether the server answers at all: a `no-cors` request gets an (opaque) answer even where CORS refuses the page one. */
async function answers(target: URL): Promise<boolean> {
  try {
    await fetch(target.href, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/** What happened to a request to `target` that ended in a network error. */
export async function diagnose(target: URL, watch: ViolationWatch): Promise<FailureKind> {
  // The violation event is queued as a task of its own, which can come after the rejected fetch.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = new URL(window.location.href);
  const evidence = { violation: watch.seen(), policy: watch.seen() ? null : await pagePolicy() };
  watch.stop();
  const blocked = blockedInBrowser(target, page, evidence);
  if (blocked) return blocked;
  return classifyFailure(target, page, { ...evidence, probeAnswered: await answers(target) });
}
