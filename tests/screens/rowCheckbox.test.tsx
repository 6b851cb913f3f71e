import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowCheckbox } from '../../src/engine/list/RowCheckbox';

// A row's selection box is one control: the native checkbox, named, reached once by Tab and ticked by Space; its
// frame is no button of its own.

test('one checkbox named "Selecionar Empena", reached by Tab, ticked by Space; the frame is no button and takes no focus', async () => {
  const user = userEvent.setup();
  const changes: boolean[] = [];
  const { container } = render(
    <>
      <button>antes</button>
      <RowCheckbox checked={false} onChange={(e) => changes.push(e.target.checked)} label="Selecionar Empena" />
      <button>depois</button>
    </>,
  );
  expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['antes', 'depois']);
  expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  screen.getByRole('button', { name: 'antes' }).focus();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Selecionar Empena' })).toHaveFocus();
  await user.keyboard(' ');
  expect(changes).toEqual([true]);
  await user.tab();
  expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
});

test('checked, it shows so (Mui-checked on its frame, the box ticked); disabled, it cannot be ticked', async () => {
  // The click tried even through the frame's `pointer-events: none`.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const changes: boolean[] = [];
  const { rerender } = render(<RowCheckbox checked onChange={() => changes.push(true)} label="Selecionar Empena" />);
  const box = screen.getByRole('checkbox', { name: 'Selecionar Empena' });
  expect(box).toBeChecked();
  expect(box.parentElement).toHaveClass('Mui-checked');
  rerender(<RowCheckbox checked={false} disabled onChange={() => changes.push(true)} label="Selecionar Empena" />);
  expect(box).not.toBeChecked();
  expect(box).toBeDisabled();
  await user.click(box);
  expect(changes).toEqual([]);
});
