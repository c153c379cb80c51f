import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ErrorLookup from '@theme/ErrorLookup';
import { PLATFORMS, platformDocRoute } from '@site/src/data/registry';

const DESCRIPTION = 'Find what an FLP error code, native platform code or error message means, and how to fix it.';

export default function ErrorLookupPage(): ReactNode {
  return (
    <Layout title="Error lookup" description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Error lookup</Heading>
        <p>
          Every FLP SDK and API reports the same <code>E-NNNN</code> codes. Paste what you see in a log, a crash report
          or an API response: the code in any form, a native platform code, an HTTP status, a 6.x error name or words
          from the message.
        </p>
        <p>
          A stream that does not play, or plays capped at SD? The{' '}
          <Link to="/playback-check" style={{ textDecoration: 'underline' }}>
            Playback check
          </Link>{' '}
          reads its manifest and this browser&apos;s key systems and codecs, and names the codes that explain what it
          finds.
        </p>
        <ErrorLookup />
        <Heading as="h2" id="per-platform">
          Error codes per platform
        </Heading>
        <ul>
          {PLATFORMS.map((p) => (
            <li key={p.id}>
              <Link to={platformDocRoute(p.id, 'error-codes')}>{p.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/docs/api/doc2">API errors and problem details</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
