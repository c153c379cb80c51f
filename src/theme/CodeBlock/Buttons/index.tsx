/*
 * Wraps theme-classic's code block buttons (word wrap, copy) to give their group a class that
 * src/css/custom.css holds to the width of both buttons (see there).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Buttons';

export default function ButtonsWrapper({ className, ...props }: Props): ReactNode {
  return <Buttons {...props} className={clsx(className, 'flp-code-buttons')} />;
}
