import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PlaybackCheck from '@theme/PlaybackCheck';

const DESCRIPTION =
  'Check this device and your HLS or DASH stream against the FLP platform: key systems and their levels, HDCP, codecs, the manifest and a test playback.';

export default function PlaybackCheckPage(): ReactNode {
  return (
    <Layout title="Playback check" description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Playback check</Heading>
        <p>
          Why does a stream not play here, why is it capped at SD, which key system does this TV get? This page asks the
          browser you open it in, and reads the stream you paste, and compares both with what the FLP platform supports,
          with a link to the page that says so.
        </p>
        <p>
          It tests <strong>this device and this stream</strong> with an open-source engine,{' '}
          <a href="https://github.com/shaka-project/shaka-player" style={{ textDecoration: 'underline' }}>
            Shaka Player
          </a>
          , not the FLP SDK itself: an FLP SDK on the same device may choose other renditions or key systems. Nothing
          you enter leaves your browser except the requests to the stream&apos;s and licence server&apos;s own
          addresses.
        </p>
        <PlaybackCheck />
      </main>
    </Layout>
  );
}
