import React, { type ReactNode } from 'react';
import ProductLanding from '@site/src/components/ProductLanding';

export default function LIVEPage(): ReactNode {
  return <ProductLanding slug="LIVE" />;
}
