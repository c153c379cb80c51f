import React, { type ReactNode } from 'react';
import ProductLanding from '@site/src/components/ProductLanding';

export default function E2EVideoPage(): ReactNode {
  return <ProductLanding slug="E2EVideo" />;
}
