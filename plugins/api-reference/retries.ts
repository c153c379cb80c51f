/**
 * Whether a request is safe to send again when its answer did not come (a network error, a timeout)
 * or was a `500`, `502` or `504`: one verdict per operation, read from its OpenAPI document. The
 * operation pages' "Retries" section, the retry table of the errors guide (`<RetryTable />`) and the
 * unit test of the guides' retry helpers all read it, so the rule is written once, in the documents.
 *
 * The default follows the method: `GET`, `HEAD`, `PUT` and `DELETE` are safe (a repeat leaves the
 * resource as the first left it), a `POST` is safe with an `Idempotency-Key` only. An operation that
 * differs says so in `x-flp-retry`, with why; every `PATCH` says so, as `PATCH` has no default:
 *
 *     x-flp-retry:
 *       repeat: safe | key | never
 *       why: A JSON merge patch gives the same result however often it runs.
 *       dryRun: safe     # the verdict with `dryRun=true` (a filter update that only previews)
 *       renewal: never   # the verdict for a persistent licence's renewal (licence requests)
 */
import { type ServiceDocument, isObject } from './bundle';
import { type ApiOperation, collectOperations } from './operations';
import { GUIDES } from './render/common';

export const RETRY_EXTENSION = 'x-flp-retry';

/** `safe`: any repeat; `key`: a repeat with the first attempt's `Idempotency-Key`; `never`: not blindly. */
export type Repeat = 'safe' | 'key' | 'never';

const REPEATS: readonly Repeat[] = ['safe', 'key', 'never'];

export interface RetryVerdict {
  repeat: Repeat;
  /** Why the operation differs from its method's default, in the document's words (a sentence). */
  why?: string;
  /** The verdict when the request carries `dryRun=true`. */
  dryRun?: Repeat;
  /** The verdict for the renewal of a persistent licence. */
  renewal?: Repeat;
  /** Whether the operation takes `Idempotency-Key` (a parameter of it). */
  takesKey: boolean;
}

const METHOD_DEFAULT: Readonly<Record<string, Repeat>> = {
  get: 'safe',
  head: 'safe',
  put: 'safe',
  delete: 'safe',
  post: 'key',
};

function repeatOf(value: unknown, where: string): Repeat {
  if (typeof value === 'string' && (REPEATS as readonly string[]).includes(value)) return value as Repeat;
  throw new Error(`${where}: ${JSON.stringify(value)} is not one of ${REPEATS.join(', ')}`);
}

/** The verdict of one operation; throws, naming the operation, where the document's is missing or wrong. */
export function retryVerdict(op: ApiOperation): RetryVerdict {
  const where = `${op.service} ${op.operationId} (${op.method.toUpperCase()} ${op.path}) ${RETRY_EXTENSION}`;
  const takesKey = op.parameters.some((param) => param.in === 'header' && param.name === 'Idempotency-Key');
  const declared = op.operation[RETRY_EXTENSION];
  const byMethod = METHOD_DEFAULT[op.method];
  if (declared === undefined) {
    if (!byMethod) throw new Error(`${where}: missing; a ${op.method.toUpperCase()} has no default verdict`);
    if (byMethod === 'key' && !takesKey)
      throw new Error(`${where}: missing; a POST without an Idempotency-Key parameter needs its own verdict`);
    return { repeat: byMethod, takesKey };
  }
  if (!isObject(declared)) throw new Error(`${where}: must be an object`);
  const known = new Set(['repeat', 'why', 'dryRun', 'renewal']);
  for (const name of Object.keys(declared))
    if (!known.has(name)) throw new Error(`${where}: unknown field ${JSON.stringify(name)}`);
  const verdict: RetryVerdict = { repeat: repeatOf(declared.repeat, `${where}.repeat`), takesKey };
  if (typeof declared.why === 'string' && declared.why.trim()) verdict.why = declared.why.trim();
  else if (declared.why !== undefined) throw new Error(`${where}.why: must be a non-empty sentence`);
  if (verdict.repeat !== byMethod && !verdict.why)
    throw new Error(`${where}: differs from its method's default, so it says why`);
  if (verdict.repeat === 'key' && !takesKey)
    throw new Error(`${where}: "key", but the operation takes no Idempotency-Key`);
  if (declared.dryRun !== undefined) {
    verdict.dryRun = repeatOf(declared.dryRun, `${where}.dryRun`);
    if (!op.parameters.some((param) => param.in === 'query' && param.name === 'dryRun'))
      throw new Error(`${where}.dryRun: the operation has no dryRun parameter`);
  }
  if (declared.renewal !== undefined) verdict.renewal = repeatOf(declared.renewal, `${where}.renewal`);
  return verdict;
}

/** Every operation of the documents with its verdict, in document order. */
export function retryVerdicts(services: readonly ServiceDocument[]): { op: ApiOperation; verdict: RetryVerdict }[] {
  return services.flatMap((document) => collectOperations(document).map((op) => ({ op, verdict: retryVerdict(op) })));
}

/**
 * Whether the operation's verdict is its method's default, with nothing to add (the retry table lists
 * the others: a different verdict, a `dryRun` or renewal case, or a reason to know).
 */
export function isDefaultVerdict(op: ApiOperation, verdict: RetryVerdict): boolean {
  return verdict.repeat === METHOD_DEFAULT[op.method] && !verdict.why && !verdict.dryRun && !verdict.renewal;
}

const RETRY_RULES = `${GUIDES.errors}#retry-rules`;
const AFTER_LIMIT = 'after a `429` or `503`, any request may be sent again once `Retry-After` has passed';
const FAILURES = 'a network error, a timeout or a `500`, `502` or `504`';

/** A sentence ending in a full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The operation page's "Retries" section: what a repeat does and when to send one, in Markdown. */
export function retryParagraph(verdict: RetryVerdict): string {
  const why = verdict.why ? ` ${sentence(verdict.why)}` : '';
  const parts: string[] = [];
  if (verdict.repeat === 'safe') {
    parts.push(
      `**Safe to send again.**${why || ' A repeat leaves the resource as the first request left it.'} After ${FAILURES}, retry with exponential backoff; ${AFTER_LIMIT}.`,
    );
    if (verdict.takesKey)
      parts.push(
        'It accepts an `Idempotency-Key` without needing one: a repeat with the key returns the stored answer.',
      );
  } else if (verdict.repeat === 'key') {
    parts.push(
      `**Safe to send again with the same key.** Send the first attempt's \`Idempotency-Key\` again: FLP returns the first answer instead of doing the work twice.${why} Without a key, do not retry after ${FAILURES}: the first attempt may have done the work. With or without one, ${AFTER_LIMIT}.`,
    );
  } else {
    parts.push(
      `**Not safe to send again blindly.**${why}${verdict.takesKey ? '' : ' It takes no `Idempotency-Key`.'} After ${FAILURES}, read the resource before you decide to send it again; ${AFTER_LIMIT}.`,
    );
  }
  if (verdict.dryRun === 'safe')
    parts.push('With `dryRun=true` it changes nothing and is safe to send again without a key.');
  if (verdict.renewal && verdict.renewal !== verdict.repeat)
    parts.push(
      "The renewal of a persistent licence (a download's) is the exception: each renewal FLP grants counts toward the download's renewal limit, even when its answer is lost, so retry a renewal automatically only after a `429` or `503`.",
    );
  parts.push(`See the [retry rules](${RETRY_RULES}).`);
  return parts.join(' ');
}

/** The label of a verdict in the retry table. */
export function repeatLabel(repeat: Repeat): string {
  return repeat === 'safe' ? 'Yes' : repeat === 'key' ? 'With `Idempotency-Key`' : 'No';
}

/** How a verdict reads inside a sentence. */
const REPEAT_PHRASE: Readonly<Record<Repeat, string>> = {
  safe: 'safe to send again',
  key: 'safe to send again with the same `Idempotency-Key`',
  never: 'not safe to send again blindly',
};

/** The documents' own words for an operation that is not its method's default, for the retry table. */
export function verdictNote(verdict: RetryVerdict): string {
  const notes = verdict.why ? [sentence(verdict.why)] : [];
  if (verdict.dryRun) notes.push(`With \`dryRun=true\`: ${REPEAT_PHRASE[verdict.dryRun]}.`);
  if (verdict.renewal) notes.push(`A persistent licence's renewal: ${REPEAT_PHRASE[verdict.renewal]}.`);
  return notes.join(' ');
}
