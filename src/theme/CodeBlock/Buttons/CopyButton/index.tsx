/*
 * Ejected from @docusaurus/theme-classic 3.10 theme/CodeBlock/Buttons/CopyButton/index.js (typed),
 * with two changes (fenced): it copies what the block shows, which for a signed-in reader is their
 * own values in place of the placeholders (src/reader/). The values are read when the button is
 * pressed, not rendered in: a sign-in renders no code block again (on the largest API operation
 * page the wrapper this replaces re-rendered every block's button and its context, a commit of
 * 15 ms unthrottled on the slower machine); and no class its style sheet lacks.
 *
 * Upstream: @docusaurus/theme-classic@3.10.2 lib/theme/CodeBlock/Buttons/CopyButton/index.js
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import { personalise } from '@site/src/data/readerPlaceholders';
import { useShownTenant } from '@site/src/reader/context';

function title(): string {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean): string {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

async function copyToClipboard(text: string): Promise<unknown> {
  // The clipboard API is only defined in secure contexts (HTTPS / localhost).
  // See https://developer.mozilla.org/en-US/docs/Web/API/Clipboard
  if (navigator.clipboard) {
    return navigator.clipboard.writeText(text);
  }
  // Fall back to copy-text-to-clipboard for non-secure contexts (e.g. HTTP
  // on a local network). The fallback is lazily loaded to avoid bundle
  // overhead for the common HTTPS case.
  const { default: copy } = await import('copy-text-to-clipboard');
  return copy(text);
}

function useCopyButton(): { copyCode: () => void; isCopied: boolean } {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  // --- changed: the reader's values are put in when the button is pressed.
  const shownTenant = useShownTenant();
  // --- end of change
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    // --- changed: the code as the block shows it (upstream: `code`).
    void copyToClipboard(personalise(code, shownTenant.current)).then(() => {
      // --- end of change
      setIsCopied(true);
      copyTimeout.current = window.setTimeout(() => {
        setIsCopied(false);
      }, 1000);
    });
    // Errors are intentionally not caught so they remain unhandled and can
    // be captured by observability tools (e.g. Sentry, PostHog).
  }, [code, shownTenant]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return { copyCode, isCopied };
}

export default function CopyButton({ className }: Props): ReactNode {
  const { copyCode, isCopied } = useCopyButton();
  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      // --- changed: upstream also names a `copyButton` class, which its style sheet does not have.
      className={clsx(className, isCopied && styles.copyButtonCopied)}
      // --- end of change
      onClick={copyCode}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
