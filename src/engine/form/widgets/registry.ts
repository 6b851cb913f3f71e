import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { FileField } from './FileField';
import { HtmlWidget } from './HtmlWidget';
import { PasswordWidget } from './PasswordWidget';
import { ReferenceWidget } from './ReferenceWidget';

/** Widgets and fields by the names descriptors use in `ui:widget` / `ui:field`. */
export const widgets: RegistryWidgetsType = { reference: ReferenceWidget, html: HtmlWidget, password: PasswordWidget };
export const fields: RegistryFieldsType = { file: FileField };
