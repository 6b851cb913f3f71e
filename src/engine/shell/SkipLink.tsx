import Link from '@mui/material/Link';

/** Where the skip link lands: the page's `<main>`. */
export const CONTENT_ID = 'conteudo';

/**
 * "Pular para o conteúdo": the first Tab stop, shown only while focused, so keyboard users skip the account button
 * and the navigation. It moves the focus itself: a `#conteudo` URL would be a navigation for the router.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${CONTENT_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Pular para o conteúdo
    </Link>
  );
}
