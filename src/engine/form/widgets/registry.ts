import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { BrazilianDateWidget } from './BrazilianDateWidget';
import { DecimalWidget } from './DecimalWidget';
import { FileField } from './FileField';
import { HtmlWidget } from './HtmlWidget';
import { PasswordWidget } from './PasswordWidget';
import { ReferenceWidget } from './ReferenceWidget';

/**
 * Widgets and fields by the names descriptors use in `ui:widget` / `ui:field`. `DateWidget` replaces rjsf's
 * native date control for every `format: date` field.
 */
export const widgets: RegistryWidgetsType = {
  reference: ReferenceWidget,
  html: HtmlWidget,
  password: PasswordWidget,
  decimal: DecimalWidget,
  DateWidget: BrazilianDateWidget,
};
export const fields: RegistryFieldsType = { file: FileField };
