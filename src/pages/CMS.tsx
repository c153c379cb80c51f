import React, { type ReactNode } from 'react';
import ProductLanding from '@site/src/components/ProductLanding';

export default function CMSPage(): ReactNode {
  return <ProductLanding slug="CMS" />;
}
