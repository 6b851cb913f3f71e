import type { ComponentType, ReactElement, ReactNode } from 'react';
import './plainIcon.css';

/** What @mui/icons-material's createSvgIcon makes: memo(forwardRef(render)), where render draws SvgIcon around the icon's paths. */
type MadeIcon = ComponentType<{ fontSize?: 'small' }> & { type?: { render?: (props: object, ref: null) => ReactElement<{ children?: ReactNode }> } };

const paths = new WeakMap<object, ReactNode>();

/** The paths an MUI icon draws, read once from its render (a plain function of no hooks), or undefined. */
function pathsOf(Icon: MadeIcon): ReactNode {
  if (!paths.has(Icon)) {
    let drawn: ReactNode;
    try {
      drawn = Icon.type?.render?.({}, null)?.props.children;
    } catch {
      drawn = undefined;
    }
    paths.set(Icon, drawn);
  }
  return paths.get(Icon);
}

/**
 * An MUI icon at its small size as the plain `<svg>` SvgIcon draws (its classes, its paths; its look in static CSS,
 * plainIcon.css), for what is drawn many times over (a list's row buttons): SvgIcon is a styled component with its
 * own style work at every drawing. An icon not made by createSvgIcon is drawn as itself.
 */
export function plainIcon(Icon: ComponentType<{ fontSize?: 'small' }>): ReactElement {
  const drawn = pathsOf(Icon as MadeIcon);
  if (drawn === undefined) return <Icon fontSize="small" />;
  return (
    <svg className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall painel-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {drawn}
    </svg>
  );
}
