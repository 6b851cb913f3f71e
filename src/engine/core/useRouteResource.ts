import { useParams } from 'react-router-dom';
import type { ResourceDescriptor } from '../contract';
import { useDescriptor } from './EngineContext';

/** The descriptor named by the URL's `:resource`; screens are only routed to for resources that exist. */
export function useRouteResource(): ResourceDescriptor {
  const { resource } = useParams();
  const descriptor = useDescriptor(resource);
  if (!descriptor) throw new Error(`Recurso desconhecido: ${resource}`);
  return descriptor;
}
