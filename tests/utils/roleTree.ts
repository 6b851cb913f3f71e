import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

// Wrappers with no meaning of their own; their children are listed in their place.
const TRANSPARENT = new Set(['generic', 'presentation', 'none', 'paragraph', 'group', 'LabelText']);

/**
 * What a screen reader would meet, as indented text: roles with their accessible names and values,
 * and the loose text between them. Snapshots of it change when the screen's content or structure
 * changes, not when a CSS class hash does.
 */
export function roleTree(root: Element): string {
  const lines: string[] = [];
  const visit = (el: Element, depth: number, namedBy: string) => {
    if (isInaccessible(el)) return;
    // Inputs without an ARIA role (date, password, file) are still fields a user meets.
    const role = el.getAttribute('role') ?? getRole(el) ?? (el instanceof HTMLInputElement ? `input[${el.type}]` : '');
    let inner = depth;
    let covered = namedBy;
    if (role && !TRANSPARENT.has(role)) {
      const name = computeAccessibleName(el).replace(/\s+/g, ' ').trim();
      const value =
        el instanceof HTMLInputElement && el.type !== 'file' && el.type !== 'password' && el.value
          ? ` = "${el.value}"`
          : el instanceof HTMLTextAreaElement && el.value
            ? ` = "${el.value}"`
            : '';
      const state = el.getAttribute('aria-checked') === 'true' || (el instanceof HTMLInputElement && el.checked) ? ' [marcado]' : '';
      lines.push(`${'  '.repeat(depth)}${role}${name ? ` "${name}"` : ''}${value}${state}`);
      inner = depth + 1;
      covered = name;
    }
    for (const child of el.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent?.replace(/\s+/g, ' ').trim();
        if (text && !covered.includes(text)) lines.push(`${'  '.repeat(inner)}"${text}"`);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        visit(child as Element, inner, covered);
      }
    }
  };
  visit(root, 0, '');
  return lines.join('\n');
}
