import React, { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useAddressQuery } from '@site/src/lib/useHydratedSearch';
import { shownLocationKey } from '@site/src/lib/shownLocationKey';
import Heading from '@theme/Heading';
import { ChangeList, MigrationNotes } from '../ReleaseCard';
import useReleaseCatalog from '../useReleaseCatalog';
import { planUpgrade, readUpgradeQuery, upgradeQuery, type UpgradeQuery } from '../../lib/upgrade';
import { formatDate } from '../../../shared/versions';
import UpgradeForm from './UpgradeForm';
import styles from './styles.module.css';

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * From the version an app ships to the one it moves to: every breaking change,
 * deprecation, change of behaviour and security fix in between, with the migration notes. The URL
 * query is the state, so the result can be shared.
 */
export default function ReleaseUpgrade(): ReactNode {
  const catalog = useReleaseCatalog();
  const { search, value: query, location, history } = useAddressQuery(readUpgradeQuery);
  const plan = useMemo(() => planUpgrade(catalog, query), [catalog, query]);
  const submit = (next: UpgradeQuery): void => {
    history.push({ pathname: location.pathname, search: upgradeQuery(next) });
  };

  return (
    <div>
      {/* Keyed by the location shown: a new one (back button, shared link) resets the form to it. */}
      <UpgradeForm
        key={`${search || 'static'} ${shownLocationKey(location)}`}
        catalog={catalog}
        initial={query}
        onSubmit={submit}
      />
      <div aria-live="polite" className={styles.result}>
        {plan.status === 'empty' && <p>Choose a platform and the version your app ships today.</p>}
        {plan.status === 'invalid' && (
          <div className="alert alert--danger" role="alert">
            {plan.messages.map((message) => (
              <p key={message} className="margin-bottom--none">
                {message}
              </p>
            ))}
          </div>
        )}
        {plan.status === 'ok' && (
          <>
            <Heading as="h2" id="upgrade-result">
              {plan.platformLabel}: {plan.from} → {plan.to}
            </Heading>
            <p role="status">
              {plural(plan.releaseCount, 'release')} in between: {plural(plan.counts.breaking, 'breaking change')},{' '}
              {plural(plan.counts.deprecation, 'deprecation')},{' '}
              {plural(plan.counts.changed, 'change of behaviour', 'changes of behaviour')} and{' '}
              {plural(plan.counts.security, 'security fix', 'security fixes')}.
            </p>
            {plan.guides.map((guide) => (
              <div key={guide.href} className={`alert alert--info ${styles.guide}`}>
                <p className="margin-bottom--none">
                  This upgrade crosses from {guide.fromLine} to {guide.toLine}. Follow the{' '}
                  <Link to={guide.href}>
                    {plan.platformLabel} migration guide from {guide.fromLine} to {guide.toLine}
                  </Link>
                  : every breaking change of {guide.version} in upgrade order, with the {guide.fromLine} and{' '}
                  {guide.toLine} code side by side.
                </p>
              </div>
            ))}
            {plan.steps.length === 0 && (
              <p>Nothing to change in your app: the releases in between only add features, improvements and fixes.</p>
            )}
            {plan.steps.map((step) => (
              <section key={step.version} className={styles.step} aria-labelledby={`upgrade-${step.anchor}`}>
                <Heading as="h3" id={`upgrade-${step.anchor}`}>
                  <Link to={step.href}>{step.version}</Link>
                </Heading>
                <p className={styles.date}>
                  <time dateTime={step.date}>{formatDate(step.date)}</time>
                </p>
                {step.changes.length > 0 && <ChangeList changes={step.changes} />}
                {step.migration && <MigrationNotes source={step.migration} />}
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
