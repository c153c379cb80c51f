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
    /**
     * The credential the operation takes: `none` (anyone may call it), the name of a bearer security
     * scheme other than the access token's (`playbackToken`, which the reader gives), or, left out,
     * the reader's access token.
     */
    credential?: string;
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
