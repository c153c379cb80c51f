/**
 * Copying a page's Markdown twin to the clipboard. Pure: the browser's fetch and clipboard come in,
 * an outcome with a message for the reader comes out; nothing throws.
 */

export type CopyOutcome = { ok: true } | { ok: false; message: string };

export interface CopyEnvironment {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** navigator.clipboard; undefined outside a secure context or in browsers without it. */
  clipboard: (Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>) | undefined;
  /** window.ClipboardItem, when the browser has it. */
  ClipboardItem?: typeof ClipboardItem;
}

export const MESSAGES = {
  offline: 'Could not load the Markdown of this page. Check your connection and try again.',
  missing: (status: number) => `The Markdown of this page is not available (HTTP ${status}).`,
  noClipboard: 'This browser does not let the page use the clipboard.',
  denied: 'The browser did not allow copying to the clipboard.',
} as const;

class LoadError extends Error {}

async function loadMarkdown(env: CopyEnvironment, url: string): Promise<string> {
  let response: Response;
  try {
    response = await env.fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  } catch {
    throw new LoadError(MESSAGES.offline);
  }
  if (!response.ok) throw new LoadError(MESSAGES.missing(response.status));
  try {
    return await response.text();
  } catch {
    throw new LoadError(MESSAGES.offline);
  }
}

/** Fetches the Markdown at `url` and puts it on the clipboard. */
export async function copyMarkdown(env: CopyEnvironment, url: string): Promise<CopyOutcome> {
  const { clipboard } = env;
  if (!clipboard) return { ok: false, message: MESSAGES.noClipboard };
  let loadError: LoadError | null = null;
  const markdown = loadMarkdown(env, url).catch((error: unknown) => {
    loadError = error instanceof LoadError ? error : new LoadError(MESSAGES.offline);
    throw loadError;
  });
  // Settled here too, so a clipboard that fails first leaves no unhandled rejection behind.
  markdown.catch(() => undefined);
  try {
    if (env.ClipboardItem && clipboard.write) {
      // Safari honours a clipboard write only while the click is being handled: start the write now
      // and hand it the text still being fetched.
      const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
      blob.catch(() => undefined);
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
    } else {
      await clipboard.writeText(await markdown);
    }
    return { ok: true };
  } catch {
    return { ok: false, message: (loadError as LoadError | null)?.message ?? MESSAGES.denied };
  }
}
