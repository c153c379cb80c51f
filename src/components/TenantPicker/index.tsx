import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { tenantLabel } from '@site/src/auth/tenants';
import { useReader } from '@site/src/reader/context';
import styles from './styles.module.css';

/**
 * The one place a reader with several tenants chooses whose values the samples and "Try it"
 * show: in the navbar (and the phone menu), so it can be changed from any page. The choice is
 * remembered in this browser. A reader with one tenant has nothing to choose.
 */
export default function TenantPicker({ mobile, className }: { mobile?: boolean; className?: string }): ReactNode {
  const { tenants, tenant, choose } = useReader();
  const id = useId();
  if (tenants.length < 2 || !tenant) return null;
  return (
    <span className={clsx(mobile ? 'menu__link' : ['navbar__item', styles.navbarPicker], styles.picker, className)}>
      <label htmlFor={id} className={styles.label}>
        Tenant
      </label>
      <select id={id} className={styles.select} value={tenant.id} onChange={(event) => choose(event.target.value)}>
        {tenants.map((t) => (
          <option key={t.id} value={t.id}>
            {tenantLabel(t)}
          </option>
        ))}
      </select>
    </span>
  );
}
