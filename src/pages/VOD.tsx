import React, { type ReactNode } from 'react';
import ProductLanding from '@site/src/components/ProductLanding';

export default function VODPage(): ReactNode {
  return <ProductLanding slug="VOD" />;
}
