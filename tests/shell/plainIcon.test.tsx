import { render } from '@testing-library/react';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { plainIcon } from '../../src/engine/icons';

// A list's row buttons draw their icons as plain <svg> elements: the same markup as MUI's SvgIcon at its small size
// (classes, viewBox, paths, hidden from assistive technology), without its styled component.

test('the edit icon: MUI\'s small SvgIcon markup and path, with no style of its own inserted (no css-* class)', () => {
  const { container } = render(<>{plainIcon(EditOutlinedIcon)}</>);
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('focusable')).toBe('false');
  expect([...svg.classList]).toEqual(['MuiSvgIcon-root', 'MuiSvgIcon-fontSizeSmall', 'painel-icon']);
  expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^m14\.06 9\.02\.92\.92L5\.92 19H5v-\.92zM17\.66 3c/);
});

test('the same paths as MUI draws for it', () => {
  const mui = render(<EditOutlinedIcon fontSize="small" />).container.querySelector('svg')!;
  const plain = render(<>{plainIcon(EditOutlinedIcon)}</>).container.querySelector('svg')!;
  expect(plain.innerHTML).toBe(mui.innerHTML);
});

test('an icon not made by MUI\'s createSvgIcon is drawn as itself', () => {
  const Own = ({ fontSize }: { fontSize?: 'small' }) => <i data-size={fontSize}>próprio</i>;
  const { container } = render(<>{plainIcon(Own)}</>);
  expect(container.innerHTML).toBe('<i data-size="small">próprio</i>');
});
