import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx inside @rjsf/core (vite.config.ts aliases it): 30 kB gzip, a third of the
 * form screen's code, spent on markdown our forms never show. rjsf renders markdown only for descriptions and
 * help with `enableMarkdownInDescription`/`enableMarkdownInHelp` (no descriptor sets them: texts are plain)
 * and for its own English messages of widgets the engine replaces; here those read as their plain text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return typeof children === 'string' ? children.replace(/\*\*/g, '') : (children ?? null);
}
