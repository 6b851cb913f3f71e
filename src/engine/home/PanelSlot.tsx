import Box from '@mui/material/Box';
import { BackupWarning } from '../backups';
import type { Panel, PanelData } from '../contract';
import { CountsPanel } from './CountsPanel';
import { LatestChangesCard } from './LatestChangesCard';
import { NumbersPanel } from './NumbersPanel';

/** Panels that take the whole width: today's home page parts, and those declared wide. */
const isWide = (panel: Panel) => panel.size === 'wide' || panel.kind === 'counts' || panel.kind === 'latestChanges' || panel.kind === 'backups';

/** One declared panel in its place on the home page's grid, drawn by its kind; `numbers`, those the list brought. */
export function PanelSlot({ panel, numbers }: { panel: Panel; numbers?: PanelData }) {
  return (
    // A part that has nothing to say (backups on time, no history to show) leaves no gap in the grid.
    <Box sx={{ gridColumn: isWide(panel) ? '1 / -1' : undefined, minWidth: 0, '&:empty': { display: 'none' } }}>
      {panel.kind === 'counts' ? (
        <CountsPanel />
      ) : panel.kind === 'latestChanges' ? (
        <LatestChangesCard />
      ) : panel.kind === 'backups' ? (
        <BackupWarning />
      ) : (
        <NumbersPanel panel={panel} inline={numbers} />
      )}
    </Box>
  );
}
