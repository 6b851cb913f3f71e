import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { BrazilianDateWidget } from './BrazilianDateWidget';
import { DecimalWidget } from './DecimalWidget';
import { FileField } from './FileField';
import { HtmlWidget } from './HtmlWidget';
import { MaskedWidget } from './MaskedWidget';
import { PasswordWidget } from './PasswordWidget';
import { ReferenceWidget } from './ReferenceWidget';
import { TrimmedTextareaWidget, TrimmedTextWidget } from './TrimmedTextWidget';

/**
 * Widgets and fields by the names descriptors use in `ui:widget` / `ui:field`. `DateWidget` replaces rjsf's
 * native date control for every `format: date` field; `TextWidget` and `TextareaWidget` give the form texts
 * trimmed, as the server stores them.
 */
export const widgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  html: HtmlWidget,
  password: PasswordWidget,
  decimal: DecimalWidget,
  masked: MaskedWidget,
  DateWidget: BrazilianDateWidget,
  TextWidget: TrimmedTextWidget,
  TextareaWidget: TrimmedTextareaWidget,
};
export const fields: RegistryFieldsType = { file: FileField };
