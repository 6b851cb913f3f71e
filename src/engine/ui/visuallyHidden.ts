/**
 * Out of sight, still read by screen readers (and still a form control a label can open). Every length is in
 * px: in MUI's `sx` a bare `width: 1` means 100 %, which made such a span as wide as its line and pushed
 * pages sideways on a phone. Works as `sx` and as a plain `style`.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
