import type { DataRouter } from 'react-router-dom';
import type { ResourceDescriptor } from '../contract';
import { rememberListAddress } from '../core';
import { resourceOf } from '../resource';
import { listPageRequest } from './listPageRequest';
import { takeServerPageClick } from './serverPage';

/**
 * Before the app's first drawing: goes where a link clicked on the server's page leads (serverPage.ts), then where
 * one clicked meanwhile does. The list that page showed is left as if the app had drawn it: its address is kept,
 * for the record's way back to it (listAddress).
 */
export async function followServerPageClicks(router: DataRouter, descriptors: ResourceDescriptor[] = []): Promise<void> {
  let to = takeServerPageClick();
  if (!to) return;
  const shown = router.state.location;
  const list = listPageRequest(descriptors, shown);
  if (list) rememberListAddress(resourceOf(list.descriptor).paths.list, shown.search);
  for (; to; to = takeServerPageClick()) await router.navigate(to);
}
