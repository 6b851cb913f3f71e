import { descriptors as built } from 'virtual:painel-descriptors';
import type { ResourceDescriptor } from '../engine/contract';

// Every schemas/*.json, validated at build time (src/tools/vite/painelFormsPlugin.ts). Loaded after sign-in.
export const descriptors: ResourceDescriptor[] = built;
