import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../ui';
import type { ChangeLine } from '../contract';
import { ChangeValueView } from './ChangeValueView';

/** What a field held before a change: struck through, secondary. */
function Before({ line }: { line: ChangeLine }) {
  if (!line.before) return null;
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
        <ChangeValueView kind={line.kind} value={line.before} target={line.target} />
      </Box>
      <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
        →
      </Box>
      <Box component="span" sx={visuallyHidden}>
        passou a
      </Box>
    </>
  );
}

/** "Nome: Eventos → Eventos 2026", "Preço (R$): R$ 2.466,26", "Senha alterada": each field a change touched. */
export function ChangeList({ lines }: { lines: ChangeLine[] }) {
  if (!lines.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line.field} sx={{ overflowWrap: 'anywhere' }}>
          {line.hidden ?? (
            <>
              <Box component="span" sx={{ fontWeight: 600 }}>{`${line.label}: `}</Box>
              <Before line={line} />
              {line.after ? (
                <ChangeValueView kind={line.kind} value={line.after} target={line.target} />
              ) : (
                <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  vazio
                </Box>
              )}
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}
