import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import DeviceReport from './DeviceReport';
import StreamCheck from './StreamCheck';

/** The Playback check: this device, then a stream, each against the platform's facts. */
export default function PlaybackCheck(): ReactNode {
  return (
    <>
      <Heading as="h2" id="this-device">
        This device
      </Heading>
      <DeviceReport />
      <Heading as="h2" id="your-stream">
        Your stream
      </Heading>
      <StreamCheck />
    </>
  );
}
