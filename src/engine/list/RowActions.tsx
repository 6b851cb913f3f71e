import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Link } from 'react-router-dom';
import { phrases } from '../contract';
import type { RecordValues } from '../data';
import { iconFor } from '../icons';
import { ConfirmDialog, WithTooltip } from '../ui';
import { mapLink } from '../resource';
import type { ListController } from './useListController';

/**
 * A row's buttons, each only when the resource can do it: its place on a map (a new tab), edit, the
 * descriptor's actions (run at once, or their own page), delete (after a confirmation).
 */
export function RowActions({ list, row }: { list: ListController; row: RecordValues }) {
  const d = list.descriptor;
  const { canOpen, canDelete, paths } = list.resource;
  const id = String(row.id);
  const title = list.titleOf(row);
  const busy = list.busyId === id;
  const map = mapLink(d, row);
  const [confirming, setConfirming] = useState(false);
  const EditIcon = iconFor('edit');
  const DeleteIcon = iconFor('delete');

  async function confirmDelete() {
    if (await list.remove(row)) setConfirming(false);
  }

  return (
    <div className="painel-row-actions">
      {map && (
        <WithTooltip title="Ver no mapa">
          <IconButton component="a" href={map} target="_blank" rel="noopener noreferrer" aria-label={`Ver no mapa: ${title}`} size="small">
            <MapOutlinedIcon fontSize="small" />
          </IconButton>
        </WithTooltip>
      )}
      {canOpen && (
        <WithTooltip title="Editar">
          <IconButton component={Link} to={paths.edit(id)} aria-label={`Editar ${title}`} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </WithTooltip>
      )}
      {list.controlsOf(row).map(({ action, title: says, label, to, run }) => {
        const Icon = iconFor(action.icon);
        return to ? (
          <WithTooltip key={action.name} title={says}>
            <IconButton component={Link} to={to} aria-label={label} size="small">
              <Icon fontSize="small" />
            </IconButton>
          </WithTooltip>
        ) : (
          <WithTooltip key={action.name} title={says}>
            <span>
              <IconButton aria-label={label} size="small" disabled={busy} onClick={run}>
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </WithTooltip>
        );
      })}
      {canDelete && (
        <WithTooltip title="Excluir">
          <span>
            <IconButton aria-label={`Excluir ${title}`} size="small" color="error" disabled={busy} onClick={() => setConfirming(true)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </WithTooltip>
      )}
      <ConfirmDialog
        open={confirming}
        title={`${phrases.deleteRecord(d)}?`}
        confirmLabel="Excluir"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {title ? `“${title}” ${phrases.willBeDeleted(d)} permanentemente.` : `${phrases.thisRecord(d)} ${phrases.willBeDeleted(d)} permanentemente.`} Esta ação não pode ser
        desfeita.
      </ConfirmDialog>
    </div>
  );
}
