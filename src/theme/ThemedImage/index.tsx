/*
 * Wraps theme-classic's ThemedImage: an image with the same source in both colour modes (the
 * navbar logo) is one plain <img>. Upstream renders, once hydrated, the current mode's image only,
 * so a colour-mode change replaced the logo's <img> with a new element: the logo vanished for a
 * frame (the brand link 32 px narrower, the title moving left and back) and the navbar was laid
 * out again in the change's task. Images with a source per mode keep upstream's behaviour.
 */
import React, { type ReactNode } from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type { Props } from '@theme/ThemedImage';

export default function ThemedImageWrapper(props: Props): ReactNode {
  const { sources, ...image } = props;
  if (sources.light !== sources.dark) return <ThemedImage {...props} />;
  return <img src={sources.light} {...image} />;
}
