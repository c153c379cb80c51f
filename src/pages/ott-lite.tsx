import React, { type ReactNode } from 'react';
import ProductLanding from '@site/src/components/ProductLanding';

export default function OttlitePage(): ReactNode {
  return <ProductLanding slug="ott-lite" />;
}
