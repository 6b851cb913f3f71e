import type { ComponentType } from 'react';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useTypedText } from './useTypedText';

/** What a text field gives the form: trimmed on both edges, and nothing but spaces is no value. */
const stored = (typed: string, emptyValue: unknown) => (typed.trim() ? typed.trim() : emptyValue);

/**
 * The box shows what is typed (a space before the next word stays), while the form — and so validation and
 * the request — gets the text trimmed: "    " is missing ("Campo obrigatório."), as on the server.
 */
function trimmed(Input: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function TrimmedWidget(props: WidgetProps) {
    const { text, commit } = useTypedText(props.value, (v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)));
    const onChange = (next: unknown) => {
      const typed = typeof next === 'string' ? next : '';
      const out = stored(typed, props.options.emptyValue);
      commit(typed, out);
      props.onChange(out);
    };
    return <Input {...props} value={text} onChange={onChange} />;
  };
}

/** rjsf's text input (the theme's BaseInputTemplate), trimmed. */
export const TrimmedTextWidget = trimmed(function TextInput(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
});

/** The MUI theme's text area, trimmed. */
export const TrimmedTextareaWidget = trimmed(TextareaWidget as ComponentType<WidgetProps>);
