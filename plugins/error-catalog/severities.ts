/**
 * The severities of an error code. A module of its own so the browser code (the lookup's filters)
 * gets them without the catalogue schema, whose zod probes `Function('')` when it loads: the
 * production Content-Security-Policy has no 'unsafe-eval', so that probe is a reported violation.
 */
export const SEVERITIES = ['fatal', 'recoverable', 'warning'] as const;
export type Severity = (typeof SEVERITIES)[number];
