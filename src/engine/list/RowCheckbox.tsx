import type { ChangeEvent } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { plainIcon } from '../icons';

interface RowCheckboxProps {
  checked: boolean;
  disabled?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  label: string;
}

/**
 * A row's selection box: MUI's small Checkbox as it draws (its ButtonBase with the ripples, the native checkbox over
 * it, the icon), without its Checkbox and SwitchBase styled components, drawn in every row (listCells.css,
 * `.painel-check`). The header's box, with its third state, stays MUI's.
 */
export function RowCheckbox({ checked, disabled, onChange, label }: RowCheckboxProps) {
  return (
    <ButtonBase
      component="span"
      centerRipple
      focusRipple
      // As SwitchBase: the native checkbox inside takes the focus and is the control, not its frame.
      tabIndex={null as unknown as number}
      role={undefined}
      disabled={disabled}
      className={`MuiCheckbox-root MuiCheckbox-colorPrimary MuiCheckbox-sizeSmall PrivateSwitchBase-root painel-check${checked ? ' Mui-checked' : ''}`}
    >
      <input type="checkbox" className="PrivateSwitchBase-input painel-check-input" checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
      {plainIcon(checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon)}
    </ButtonBase>
  );
}
