import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import ReleaseUpgrade from '@theme/ReleaseUpgrade';

const DESCRIPTION =
  'Pick a platform, the FLP player SDK version your app ships and the one you move to: every breaking change, deprecation, change of behaviour and security fix in between.';

export default function ReleaseUpgradePage(): ReactNode {
  return (
    <Layout title="Upgrade an FLP player SDK" description={DESCRIPTION}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">Upgrade an FLP player SDK</Heading>
        <p>
          Pick the platform, the version your app ships today and the version you move to. This page lists every
          breaking change, deprecation, change of behaviour and security fix in between, oldest first, with the
          migration notes of each major release. The address holds your choice: share it with your team. The full
          history is in the <Link to="/release-notes/">release notes</Link>.
        </p>
        <ReleaseUpgrade />
      </main>
    </Layout>
  );
}
