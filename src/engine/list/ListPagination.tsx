import { useId } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import Pagination, { type PaginationRenderItemParams } from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatNumber, phrases } from '../contract';
import { PagerItem } from './PagerItem';
import type { ListController } from './useListController';

/**
 * Page size (the browser's own select: a phone shows its picker), the rows shown ("11–20 de 43", "1–10 de mais de
 * 10.000" when the server stopped counting) and numbered pages with first and last. A capped total has no known
 * last page: the pager offers the next one and no "last"; on a phone the page-size chooser gives way. Not MUI's
 * TablePagination: its arrows, which the numbered pager replaces, bring MUI's tooltips and their positioning engine.
 * Its items are drawn on plain buttons (PagerItem).
 */
export function ListPagination({ list }: { list: ListController }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const sizeId = useId();
  const known = Math.max(1, Math.ceil(list.total / list.limit));
  const pages = list.capped ? Math.max(known, list.page + 1) : known;
  const from = list.total ? (list.page - 1) * list.limit + 1 : 0;
  const to = list.capped ? list.page * list.limit : Math.min(list.total, list.page * list.limit);
  const of = list.capped ? phrases.moreThan(list.total) : formatNumber(list.total);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', columnGap: 3, px: 2, py: 0.5 }}>
      {!phone && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="label" htmlFor={sizeId} variant="body2">
            Linhas por página:
          </Typography>
          <NativeSelect id={sizeId} value={list.limit} onChange={(e) => list.setLimit(Number(e.target.value))} disableUnderline sx={{ typography: 'body2' }}>
            {list.pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </Stack>
      )}
      <Typography variant="body2">
        {`${formatNumber(from)}–${formatNumber(to)} de ${of}`}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(list.page, pages)}
        onChange={(_, p) => list.setPage(p)}
        showFirstButton
        showLastButton={!list.capped}
        siblingCount={phone ? 0 : 1}
        size={phone ? 'small' : 'medium'}
        shape="rounded"
        sx={{ py: 1 }}
        renderItem={renderPagerItem}
      />
    </Stack>
  );
}

const renderPagerItem = (item: PaginationRenderItemParams) => <PagerItem {...item} />;
