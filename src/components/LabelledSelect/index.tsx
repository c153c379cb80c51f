import React, { type ReactNode } from 'react';

export interface LabelledSelectProps {
  id: string;
  label: string;
  /** The text of the first option, whose value is empty (no choice, or all). */
  emptyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** Class of the element holding the label and the list. */
  className?: string;
}

/** A labelled drop-down list of a form: the error lookup's filters, the upgrade view's versions. */
export default function LabelledSelect({
  id,
  label,
  emptyLabel,
  value,
  options,
  onChange,
  required,
  disabled,
  className,
}: LabelledSelectProps): ReactNode {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        required={required}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
