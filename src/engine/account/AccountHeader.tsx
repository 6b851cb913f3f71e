import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials } from '../core';

/** Who the account is: their picture (or initials), name and e-mail. */
export function AccountHeader({ name, email, picture }: { name: string; email: string; picture?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={picture} alt={picture ? `Avatar de ${name}` : undefined} sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.dark', color: 'common.white' }}>
        {initials(name)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h5" noWrap>
          {name}
        </Typography>
        <Typography color="text.secondary" noWrap>
          {email}
        </Typography>
      </Stack>
    </Stack>
  );
}
