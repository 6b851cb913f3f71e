import { useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { RecordValues } from '../data';
import { iconFor, plainIcon } from '../icons';
import { DeleteRecordDialog, PlainLink } from '../core';
import { WithTooltip } from '../ui';
import { mapLink } from '../resource';
import type { ListController } from './useListController';

/**
 * A row's button: MUI's ButtonBase (its keyboard focus) with IconButton's small look in static CSS
 * (listCells.css, `.painel-row-button`): an IconButton is two more styled components, in every row.
 * No ripple: mounted and drawn at the press, it held the click that opens a record back, as it did the menu's
 * (the hover's background remains, and the keyboard's focus has a background of its own in the CSS).
 */
const rowButton = { className: 'MuiIconButton-root MuiIconButton-sizeSmall painel-row-button', disableRipple: true };
const deleteButton = { ...rowButton, className: `${rowButton.className} MuiIconButton-colorError` };

/**
 * A row's buttons, each only when the resource can do it: its place on a map (a new tab), its page (edit, or open), the
 * descriptor's actions (run at once, or their own page), delete (after a confirmation).
 */
export function RowActions({ list, row }: { list: ListController; row: RecordValues }) {
  const d = list.descriptor;
  const canEdit = list.canEditRow(row);
  const canDelete = list.canDeleteRow(row);
  const page = list.recordLink(row);
  const id = String(row.id);
  const title = list.titleOf(row);
  const busy = list.busyId === id;
  const map = mapLink(d, row);
  const [confirming, setConfirming] = useState(false);
  // A page that cannot save is opened, not edited.
  const OpenIcon = iconFor(canEdit ? 'edit' : 'view');
  const openLabel = canEdit ? 'Editar' : 'Abrir';
  const DeleteIcon = iconFor('delete');

  async function confirmDelete() {
    if (await list.remove(row)) setConfirming(false);
  }

  return (
    <div className="painel-row-actions">
      {map && (
        <WithTooltip title="Ver no mapa">
          <ButtonBase {...rowButton} component="a" href={map} target="_blank" rel="noopener noreferrer" aria-label={`Ver no mapa: ${title}`}>
            {plainIcon(MapOutlinedIcon)}
          </ButtonBase>
        </WithTooltip>
      )}
      {page && (
        <WithTooltip title={openLabel}>
          <ButtonBase {...rowButton} component={PlainLink} to={page.to} state={page.state} aria-label={`${openLabel} ${title}`}>
            {plainIcon(OpenIcon)}
          </ButtonBase>
        </WithTooltip>
      )}
      {list.controlsOf(row).map(({ action, title: says, label, to, run }) => {
        const Icon = iconFor(action.icon);
        return to ? (
          <WithTooltip key={action.name} title={says}>
            <ButtonBase {...rowButton} component={PlainLink} to={to} aria-label={label}>
              {plainIcon(Icon)}
            </ButtonBase>
          </WithTooltip>
        ) : (
          <WithTooltip key={action.name} title={says}>
            <span>
              <ButtonBase {...rowButton} aria-label={label} disabled={busy} onClick={run}>
                {plainIcon(Icon)}
              </ButtonBase>
            </span>
          </WithTooltip>
        );
      })}
      {/* One's own account keeps the delete button's place: the other buttons stay in their columns. */}
      {!canDelete && list.resource.canDelete && <span className="painel-row-action-gap" aria-hidden />}
      {canDelete && (
        <WithTooltip title="Excluir">
          <span>
            <ButtonBase {...deleteButton} aria-label={`Excluir ${title}`} disabled={busy} onClick={() => setConfirming(true)}>
              {plainIcon(DeleteIcon)}
            </ButtonBase>
          </span>
        </WithTooltip>
      )}
      <DeleteRecordDialog descriptor={d} title={title} open={confirming} busy={busy} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)} />
    </div>
  );
}
