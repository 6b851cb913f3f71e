// Stand-in for @supabase/realtime-js in the client build: supabase-js builds a realtime client and hands it the
// token, but Painel opens no channel.
import { unavailable } from './unavailable.js';

export class RealtimeClient {
  setAuth() {
    return Promise.resolve();
  }
  channel() {
    return unavailable('o tempo real (realtime)');
  }
  getChannels() {
    return [];
  }
  removeChannel() {
    return Promise.resolve('ok');
  }
  removeAllChannels() {
    return Promise.resolve([]);
  }
}
