/** Modules the api-reference plugin provides to the site. */

declare module '@theme/ApiEndpoint' {
  import type { ReactNode } from 'react';

  export interface Props {
    method: string;
    path: string;
    service: string;
    operationId: string;
  }
  export default function ApiEndpoint(props: Props): ReactNode;
}

declare module '@theme/ApiTryIt' {
  import type { ReactNode } from 'react';

  export interface Props {
    service: string;
    operationId: string;
    method: string;
    path: string;
  }
  export default function ApiTryIt(props: Props): ReactNode;
}

declare module '@theme/ApiTable' {
  import type { ReactNode } from 'react';

  export interface Props {
    children?: ReactNode;
  }
  export default function ApiTable(props: Props): ReactNode;
}
