import { useState } from 'react';

/**
 * True from the first time `open` is. An overlay (dialog, menu) never opened is not drawn at all: closed, MUI's
 * still runs its component and styled root, once per row for a row's delete dialog. Once drawn it stays mounted,
 * so closing it plays its exit transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
