// Stand-in for @supabase/storage-js in the client build: supabase-js builds a storage client; Painel's uploads
// go through its own APIs.
import { unavailable } from './unavailable.js';

export class StorageApiError extends Error {}

export class StorageClient {
  from() {
    return unavailable('o armazenamento (storage)');
  }
}
