import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import ReleaseTimeline from '@theme/ReleaseTimeline';
import { PLATFORMS, platformDocRoute } from '@site/src/data/registry';

const DESCRIPTION = 'What changed in each release of the FLP player SDKs, on every platform, with filters and feeds.';

export default function ReleaseNotesPage(): ReactNode {
  return (
    <Layout title="Release notes" description={DESCRIPTION}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">Release notes</Heading>
        <p>
          Every release of the FLP player SDKs in one timeline. Filter it by platform and change type: the filters are
          kept in the address, so a filtered view can be shared. Moving an app to a newer version? The{' '}
          <Link to="/release-notes/upgrade">upgrade view</Link> lists the breaking changes, deprecations, changes of
          behaviour and security fixes between two versions, with the migration notes.
        </p>
        <p>
          Notes per platform:{' '}
          {PLATFORMS.map((platform, index) => (
            <React.Fragment key={platform.id}>
              {index > 0 && ' · '}
              <Link to={platformDocRoute(platform.id, 'releasenotes')}>{platform.label}</Link>
            </React.Fragment>
          ))}
          . API changes are in the <Link to="/docs/api/doc10">API changelog</Link>.
        </p>
        <ReleaseTimeline />
      </main>
    </Layout>
  );
}
