/** The example request of an operation, as its page's code samples send it (checks/api-samples.ts runs them). */
import type { ServiceDocument } from './bundle';
import type { ApiOperation } from './operations';
import { PageRenderer } from './render';
import type { SampleRequest } from './samples';

/** The example request of each operation of a document, as its page builds it. */
export function exampleRequests(service: ServiceDocument): (op: ApiOperation) => SampleRequest {
  const renderer = new PageRenderer(service, { hasPage: () => false });
  return (op) => renderer.exampleRequest(op);
}
