import { loadServiceDocuments } from '../plugins/api-reference/bundle';
import { PageRenderer, collectOperations } from '../plugins/api-reference/render';
import { codeSamples } from '../plugins/api-reference/samples';
const services = loadServiceDocuments('/work/wt-samples');
let n = 0;
for (const s of services) {
  const r = new PageRenderer(s, { hasPage: () => false });
  for (const op of collectOperations(s)) {
    n++;
    const req = (r as any).sampleRequest(op, true);
    const samples = codeSamples(req);
    for (const sm of samples) if (/[$`]/.test(JSON.stringify(req.body ?? '')) ) console.log(op.operationId, sm.value, 'has $ or backtick');
    if (process.argv[2] === op.operationId) for (const sm of samples) console.log('=====', sm.value, '\n' + sm.code);
  }
}
console.log(n, 'operations');
