import { withTheme } from '@rjsf/core';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import { generateTemplates } from '@rjsf/mui/lib/Templates/Templates.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';

/**
 * rjsf's MUI theme: every template, and every MUI widget but the range slider (MUI's Slider alone is 6 kB gzip,
 * and no descriptor asks for a range; `ui:widget: "range"` still works, drawn as the browser's own range input).
 */
export const MuiForm = withTheme({
  templates: generateTemplates(),
  widgets: { CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget },
});
