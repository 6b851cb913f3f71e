import type { WidgetProps } from '@rjsf/utils';
import { ReferencePicker } from '../../core';

/**
 * `ui:widget: reference` (the engine picks it for fields in `references`): searches the referenced
 * resource's list as the user types and stores the chosen record's id.
 */
export function ReferenceWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, placeholder }: WidgetProps) {
  return (
    <ReferencePicker
      id={id}
      resource={String(options.resource ?? '')}
      value={value}
      onChange={onChange}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      placeholder={placeholder}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
